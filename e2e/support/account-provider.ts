import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { PORTS } from '../../scripts/stack';

/**
 * The provider as a test reaches it directly (provider-sandbox/CONTRACT.md): a second token for a
 * user the page signed up, receipts and orders made through the API, and the test-only controls.
 * For journeys that need data the page under test does not create itself.
 */
const SANDBOX = `http://127.0.0.1:${PORTS.sandbox}`;
const CLIENT_ID = 'la-grande-boutique-sandbox';

async function json<T>(answer: Response, what: string): Promise<T> {
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${what} answered ${answer.status}: ${text}`);
  return JSON.parse(text) as T;
}

export async function providerToken(email: string, password: string): Promise<string> {
  const answer = await fetch(`${SANDBOX}/api/fidmarques/v1/sdk/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_id: CLIENT_ID, email, password }),
  });
  return (await json<{ access_token: string }>(answer, 'provider login')).access_token;
}

/** A real PNG picture of a till receipt, so the history's thumbnails show something a person can look at. */
export async function receiptPicture(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 240, height: 320 } });
  await page.setContent(`<body style="margin:0;font:14px monospace;background:#fff">
    <div style="padding:16px;border:2px dashed #999;height:284px">
      <b>ÉPICERIE DU COIN</b><br>12/03/2026<br><br>LESSIVE 2L ..... 7,90<br>ÉPONGES x3 .... 2,10<br><br>TOTAL ......... 10,00
    </div></body>`);
  const png = await page.screenshot({ type: 'png' });
  await page.close();
  return png;
}

/** Uploads one receipt file with the given EANs and sends the batch (as the kit's batch uploader does). */
export async function declareReceipt(token: string, file: Buffer, eans: string[]): Promise<string> {
  const batchUuid = randomUUID();
  const receiptUuid = randomUUID();
  const form = new FormData();
  form.set('access_token', token);
  form.set('batch_uuid', batchUuid);
  form.set('receipt_uuid', receiptUuid);
  form.set('eans', JSON.stringify(eans));
  form.set('files', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'ticket.png');
  await json(await fetch(`${SANDBOX}/upload`, { method: 'POST', body: form }), 'upload');
  await json(
    await fetch(`${SANDBOX}/send_batch`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        access_token: token,
        batch_uuid: batchUuid,
        receipt_uuids: [receiptUuid],
        cancelled_uuids: [],
      }),
    }),
    'send_batch',
  );
  return receiptUuid;
}

/**
 * Test control: every pending receipt of this visitor is processed now (0 stars → refused with a reason); the other
 * journeys' visitors keep theirs pending.
 */
export async function settleReceipts(email: string): Promise<void> {
  await json(
    await fetch(`${SANDBOX}/__sandbox/receipts/settle`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    }),
    'settle',
  );
}

export async function giveStars(email: string, availablePoints: number): Promise<void> {
  await json(
    await fetch(`${SANDBOX}/__sandbox/users/${encodeURIComponent(email)}/stars`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ available_points: availablePoints }),
    }),
    'stars control',
  );
}

export async function orderGoody(
  token: string,
  couponIdentifier: string,
  address: Record<string, string>,
): Promise<number> {
  const answer = await fetch(
    `${SANDBOX}/api/fidmarquesv3/shop_cart/order_goody?access_token=${encodeURIComponent(token)}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ coupon_identifier: couponIdentifier, user_informations: address }),
    },
  );
  return (await json<{ order: { id: number } }>(answer, 'order_goody')).order.id;
}

/** Saves an address in the user's address book (the first one becomes the default). */
export async function saveAddress(token: string, address: Record<string, string>): Promise<number> {
  const answer = await fetch(`${SANDBOX}/api/kitv4/user_informations?access_token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_information: address }),
  });
  return (await json<{ user_information: { id: number } }>(answer, 'user_informations')).user_information.id;
}

export async function setOrderStatus(orderId: number, status: 'pending' | 'shipped' | 'delivered'): Promise<void> {
  await json(
    await fetch(`${SANDBOX}/__sandbox/orders/${orderId}/status`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status }),
    }),
    'order status control',
  );
}

export interface SandboxTicket {
  kind: string;
  freetext: string;
  receipt_uuid: string | null;
}

export async function tickets(): Promise<SandboxTicket[]> {
  return (await json<{ tickets: SandboxTicket[] }>(await fetch(`${SANDBOX}/__sandbox/tickets`), 'tickets')).tickets;
}
