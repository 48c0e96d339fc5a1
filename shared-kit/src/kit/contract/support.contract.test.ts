/** @jest-environment node */
import { KIT_VERSION } from '../version';
import { jpegFile, SPAGHETTI_EAN, TAGLIATELLE_EAN, startContractSandbox } from './sandbox-harness';

/** Eligible products (offers), the user's offer history and support tickets (createZendesk). */
const provider = startContractSandbox();

interface Ticket {
  user_id: number | null;
  kind: string;
  title: string | null;
  freetext: string;
  version: string | null;
  receipt_uuid: string | null;
}

describe('kit ↔ sandbox: eligible products', () => {
  it('are public: a kit with no user reads them, so does a logged-in one', async () => {
    const visitor = await provider.kit();
    const offers = await visitor.getOffers();
    expect(offers.length).toBeGreaterThanOrEqual(10);
    expect(offers[0]).toEqual({
      identifier: 'spaghetti-500',
      name: expect.any(String),
      brand: 'Maison Farfalla',
      ean: SPAGHETTI_EAN,
      stars: 10,
      image_url: expect.stringMatching(/^http:\/\/localhost:4000\/assets\/products\/spaghetti-500/),
      image_url_2x: expect.stringMatching(/@2x\.svg$/),
    });
    const { kit } = await provider.signedUpKit();
    await expect(kit.getOffers()).resolves.toEqual(offers);
  });

  it('the offer history needs the user (the access token goes with it) and counts accepted receipts', async () => {
    const visitor = await provider.kit();
    await expect(visitor.getOfferHistory()).rejects.toMatchObject({ code: 'NO_USER_AUTHENTICATED' });
    const { kit } = await provider.signedUpKit();
    await expect(kit.getOfferHistory()).resolves.toEqual([]);
    await kit.uploadWithFiles({ files: [jpegFile('a.jpg', 256)], eans: [SPAGHETTI_EAN, TAGLIATELLE_EAN] });
    await kit.uploadWithFiles({ files: [jpegFile('b.jpg', 256)], eans: [SPAGHETTI_EAN] });
    await provider.control('POST', '/receipts/settle', {});
    const history = await kit.getOfferHistory();
    expect(history.map((offer) => [offer.ean, offer.claimed_count])).toEqual([
      [SPAGHETTI_EAN, 2],
      [TAGLIATELLE_EAN, 1],
    ]);
  });
});

describe('kit ↔ sandbox: createZendesk', () => {
  it('stores a ticket with the text, title, kit version and receipt', async () => {
    const { kit } = await provider.signedUpKit();
    const batch = kit.getBatchUploader();
    const receipt = batch.addReceipt({ files: [jpegFile('ticket.jpg', 1024)], eans: [SPAGHETTI_EAN] });
    await batch.send();
    const answer = await kit.createZendesk({
      text: 'Ma preuve d’achat n’apparaît pas.',
      title: 'Preuve d’achat',
      receiptUuid: receipt.uuid,
    });
    expect(answer).toEqual({ ticket: { id: expect.any(Number) } });
    const { tickets } = await provider.control<{ tickets: (Ticket & { id: number })[] }>('GET', '/tickets');
    expect(tickets.find((ticket) => ticket.id === answer.ticket.id)).toMatchObject({
      user_id: kit.user?.id,
      kind: 'feedback',
      title: 'Preuve d’achat',
      freetext: 'Ma preuve d’achat n’apparaît pas.',
      version: KIT_VERSION,
      receipt_uuid: receipt.uuid,
    });
  });

  it("a ticket cannot name another user's receipt", async () => {
    const { kit: other } = await provider.signedUpKit();
    const batch = other.getBatchUploader();
    const theirs = batch.addReceipt({ files: [jpegFile('ticket.jpg', 1024)], eans: [SPAGHETTI_EAN] });
    await batch.send();
    const { kit } = await provider.signedUpKit();
    await expect(kit.createZendesk({ text: 'Et cette preuve ?', receiptUuid: theirs.uuid })).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
    });
  });

  it('text is required (kit first); a visitor cannot send one', async () => {
    const { kit } = await provider.signedUpKit();
    await expect(kit.createZendesk({ text: '   ' })).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'text',
      invalid_reason: 'blank',
    });
    await expect(kit.createZendesk({ text: 'Bonjour' })).resolves.toEqual({ ticket: { id: expect.any(Number) } });
    const visitor = await provider.kit();
    await expect(visitor.createZendesk({ text: 'Bonjour' })).rejects.toMatchObject({ code: 'NO_USER_AUTHENTICATED' });
  });
});
