import type { Browser, Locator, Page, Route } from '@playwright/test';
import { ROUTE_PATHS } from 'shared-kit';
import { PORTS } from '../scripts/stack';
import { fillPlayForm, GAME_PATH, mintCode } from './game-support';
import { providerToken, receiptPicture } from './support/account-provider';
import { expect, test } from './support/fixtures';
import { PHONE, shoot, signUp } from './support/shell-helpers';
import { tickProducts } from './support/shop-helpers';

test.describe.configure({ timeout: 120_000 });

const isUpload = (url: URL | string) => new URL(url).pathname.endsWith('/upload');

/**
 * A new user on a phone, on the declaration page with three proofs of purchase ready to send (a photo and a product
 * each): the account's e-mail and password.
 */
async function declareThreeReceipts(page: Page, browser: Browser): Promise<{ email: string; password: string }> {
  await page.setViewportSize(PHONE);
  const account = await signUp(page.request);
  const photo = await receiptPicture(browser);
  await page.goto(ROUTE_PATHS['shop-declare']);
  for (const [index, product] of [/Spaghetti/, /Linguine/, /Penne/].entries()) {
    if (index > 0) await page.getByRole('button', { name: '+ Ajouter une preuve d’achat' }).click();
    await page
      .getByTestId('receipt-group')
      .nth(index)
      .getByLabel('Ajouter un fichier')
      .setInputFiles({ name: `ticket-${index + 1}.png`, mimeType: 'image/png', buffer: photo });
    await expect(page.getByAltText(`Aperçu de ticket-${index + 1}.png`)).toBeVisible();
    await tickProducts(page, index, [product]);
  }
  return account;
}

/** Reloads the page: the batch cut mid-send is offered again, holding `prepared` (« 3 fichiers préparés »). */
async function offeredAfterReload(page: Page, prepared: string): Promise<Locator> {
  await page.reload();
  const notice = page.getByTestId('receipt-resume');
  await expect(notice).toContainText('Vous aviez un envoi en cours');
  await expect(notice).toContainText(prepared);
  return notice;
}

/** The user's receipts pending at the provider, as the provider holds them. */
async function pendingReceipts(email: string, password: string): Promise<{ batch_uuid: string; files: unknown[] }[]> {
  const token = await providerToken(email, password);
  const answer = await fetch(
    `http://127.0.0.1:${PORTS.sandbox}/api/kitv4/pending_receipts?access_token=${encodeURIComponent(token)}`,
  );
  return ((await answer.json()) as { receipts: { batch_uuid: string; files: unknown[] }[] }).receipts;
}

/**
 * A phone in a supermarket aisle loses the connection in the middle of a 3-photo declaration, the page is
 * reloaded: the batch is offered again and ends as one batch at the provider, the photo already sent not sent twice.
 */
test('a declaration cut mid-upload is resumed after a reload: one batch of 3 photos at the provider', async ({
  page,
  browser,
}) => {
  const { email, password } = await declareThreeReceipts(page, browser);
  const expected = await page.getByTestId('expected-stars').textContent();

  // The first photo reaches the proxy, then the connection is gone.
  let uploads = 0;
  const dropAfterFirst = (route: Route) => (++uploads === 1 ? route.continue() : route.abort('internetdisconnected'));
  await page.route(isUpload, dropAfterFirst);
  await page.getByTestId('receipt-send').click();
  await expect(page.getByTestId('receipt-send')).toHaveText('Réessayer', { timeout: 30_000 });
  await page.unroute(isUpload, dropAfterFirst);

  const notice = await offeredAfterReload(page, '3 fichiers préparés');
  await shoot(page, 'receipt-resume-phone');
  await notice.getByRole('button', { name: 'Reprendre l’envoi' }).click();
  for (const index of [1, 2, 3]) await expect(page.getByAltText(`Aperçu de ticket-${index}.png`)).toBeVisible();
  await expect(page.getByTestId('expected-stars')).toHaveText(expected ?? '');

  const resumedUploads: string[] = [];
  page.on('request', (request) => {
    if (isUpload(request.url())) resumedUploads.push(request.url());
  });
  await page.getByTestId('receipt-send').click();
  await expect(page.getByTestId('declare-success')).toContainText('3 preuves d’achat sont en attente de validation');
  // The photo that reached the proxy before the cut is not sent again.
  expect(resumedUploads).toHaveLength(2);

  const receipts = await pendingReceipts(email, password);
  expect(receipts).toHaveLength(3);
  expect(new Set(receipts.map((receipt) => receipt.batch_uuid)).size).toBe(1);
  expect(receipts.map((receipt) => receipt.files.length)).toEqual([1, 1, 1]);

  // Sent: a reload offers nothing any more.
  await page.goto(ROUTE_PATHS['shop-declare']);
  await expect(page.getByTestId('receipt-group')).toHaveCount(1);
  await expect(page.getByTestId('receipt-resume')).toHaveCount(0);
});

/**
 * The uploads reach the provider but their answers never come back (the request is not cut, the answer is): the
 * kit retries, the page is reloaded, the batch resumed and sent. Each file goes under its key in the batch, which the
 * provider replaces instead of adding: each receipt ends with its one photo, never two.
 */
test('a resumed declaration whose uploads arrived but were never answered holds each photo once', async ({
  page,
  browser,
}) => {
  const { email, password } = await declareThreeReceipts(page, browser);

  let arrived = 0;
  const cutTheAnswer = async (route: Route) => {
    // The provider gets the upload and stores it; the answer is lost on its way back.
    const answer = await route.fetch();
    if (answer.status() === 201) arrived += 1;
    await route.abort('internetdisconnected');
  };
  await page.route(isUpload, cutTheAnswer);
  await page.getByTestId('receipt-send').click();
  await expect(page.getByTestId('receipt-send')).toHaveText('Réessayer', { timeout: 30_000 });
  await page.unroute(isUpload, cutTheAnswer);
  expect(arrived).toBeGreaterThan(0);

  const notice = await offeredAfterReload(page, '3 fichiers préparés');
  await notice.getByRole('button', { name: 'Reprendre l’envoi' }).click();
  await page.getByTestId('receipt-send').click();
  await expect(page.getByTestId('declare-success')).toContainText('3 preuves d’achat sont en attente de validation');

  const receipts = await pendingReceipts(email, password);
  expect(receipts.map((receipt) => receipt.files.length)).toEqual([1, 1, 1]);
  test.info().annotations.push({ type: 'uploads stored before the reload', description: String(arrived) });
});

/**
 * Slow 3G (Chrome's profile: 400 ms latency, about 50 kB/s each way): a 600 kB invoice is sent with its progress
 * bar, within the upload's deadline, which grows with the batch's size.
 */
test('on a slow 3G network a 600 kB receipt goes through, its progress shown, within the deadline', async ({
  page,
  context,
}) => {
  await page.setViewportSize(PHONE);
  await signUp(page.request);
  await page.goto(ROUTE_PATHS['shop-declare']);
  const invoice = Buffer.alloc(600_000, 0x20);
  Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1').copy(invoice);
  await page
    .getByTestId('receipt-group')
    .first()
    .getByLabel('Ajouter un fichier')
    .setInputFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: invoice });
  await tickProducts(page, 0, [/Fusilli/]);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
  const started = Date.now();
  await page.getByTestId('receipt-send').click();
  await expect(page.getByTestId('receipt-send')).toHaveText('Envoi en cours…');
  await expect(page.getByRole('progressbar', { name: 'Envoi des preuves d’achat' })).toBeVisible();
  await expect(page.getByTestId('declare-success')).toBeVisible({ timeout: 60_000 });
  const took = Date.now() - started;
  // 600 kB at 50 kB/s: at least 12 s on the wire, and well within the 32 s the kit gives this upload.
  expect(took).toBeGreaterThanOrEqual(10_000);
  test.info().annotations.push({ type: 'slow 3G upload of 600 kB', description: `${took} ms` });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
});

test('the game’s receipt step: a code burned, its receipt cut mid-upload, a reload, the batch resumed, the result', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signUp(page.request);
  await page.goto(GAME_PATH);
  await fillPlayForm(page, await mintCode('lose'));
  const drop = (route: Route) => route.abort('internetdisconnected');
  await page.route(isUpload, drop);
  await page.getByRole('button', { name: 'Valider ma participation' }).click();
  await expect(page.getByTestId('game-play-form')).toContainText('L’envoi n’a pas abouti', { timeout: 30_000 });
  await page.unroute(isUpload, drop);

  const notice = await offeredAfterReload(page, '1 fichier préparé');
  await notice.getByRole('button', { name: 'Reprendre l’envoi' }).click();
  await expect(page.getByTestId('game-play-form').getByText('ticket.pdf')).toBeVisible();
  // Checking is a no-op if the terms box kept its tick.
  await page.getByRole('checkbox', { name: /J’accepte le règlement du jeu/ }).check();
  await page.getByRole('button', { name: 'Envoyer ma preuve d’achat' }).click();
  await expect(page).toHaveURL(ROUTE_PATHS['game-4-result']);
});
