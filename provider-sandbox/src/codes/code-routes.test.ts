import request from 'supertest';
import { BENEFIT_KEYS } from '../seed/goodies';
import { CODES } from '../seed/codes';
import { pngBytes } from '../testing/sample-files';
import { createTestSandbox, signUp, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = createTestSandbox({ SANDBOX_BURN_HOLD_MS: '80' });
  ({ token } = await signUp(sandbox));
});
afterAll(() => sandbox.close());

const burn = (code: unknown, accessToken = token) =>
  request(sandbox.app).post('/api/kitv4/burn_uniq_code').query({ access_token: accessToken }).send({ code });

describe('burn_uniq_code', () => {
  it('wins with each benefit key of GAME-PRIZE-1', async () => {
    const winners = CODES.filter((code) => code.outcome === 'win');
    expect(winners.map((code) => code.key_for_display).sort()).toEqual([...BENEFIT_KEYS].sort());
    for (const winner of winners) {
      const response = await burn(winner.code.toLowerCase()).expect(200);
      expect(response.body.code_details).toEqual({
        code_id: expect.any(Number),
        has_won: true,
        has_previously_won: false,
        benefit: {
          key_for_display: winner.key_for_display,
          image_url: `http://localhost:4000/assets/benefits/${winner.key_for_display}.svg`,
        },
      });
    }
    await request(sandbox.app)
      .get('/assets/benefits/micro-bam.svg')
      .expect(200)
      .expect('Content-Type', /image\/svg\+xml/);
  });

  it('loses, and tells a previous win', async () => {
    const lose = await burn('LOSE-0001').expect(200);
    expect(lose.body.code_details).toMatchObject({ has_won: false, has_previously_won: false, benefit: null });
    const previous = await burn('PREVWON1').expect(200);
    expect(previous.body.code_details).toMatchObject({
      has_won: true,
      has_previously_won: true,
      benefit: { key_for_display: 'pack-goodies' },
    });
  });

  it.each([
    ['', 'empty', 'Aucun code n’a été indiqué'],
    ['   ', 'empty', 'Aucun code n’a été indiqué'],
    ['ZZZZ9999', 'not_existing', 'Code invalide'],
    ['NOACCES1', 'not_accessible', 'Code non valide'],
    ['BURNED01', 'already_burned', 'Code déjà utilisé'],
    [
      'EXPIRED1',
      'too_much_time_elapsed_since_code_input',
      'Vous avez rentré ce code il y a trop longtemps, il a expiré',
    ],
  ])('answers %j with %s', async (code, expected, message) => {
    const response = await burn(code).expect(400);
    expect(response.body).toMatchObject({ code: expected, user_message: message });
  });

  it('refuses a code burned once already', async () => {
    await burn('LOSE0002').expect(200);
    const again = await burn('LOSE0002').expect(400);
    expect(again.body.code).toBe('already_burned');
  });

  it('lets exactly one of two concurrent burns win the race; the other is locked', async () => {
    const other = await signUp(sandbox);
    const [first, second] = await Promise.all([burn('LOSE0003'), burn('LOSE0003', other.token)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body).toMatchObject({
      code: 'locked',
      user_message: 'Trop de demandes simultanées. Merci de retenter dans un instant.',
    });
    expect((await burn('LOSE0003')).body.code).toBe('already_burned');
  });

  it('needs a token', async () => {
    await request(sandbox.app).post('/api/kitv4/burn_uniq_code').send({ code: 'LOSE0004' }).expect(401);
  });
});

describe('linking a code', () => {
  const address = {
    title: 'Mme',
    first_name: 'Camille',
    last_name: 'Martin',
    address_1: '1 rue des Pâtes',
    postal_code: '75001',
    city: 'Paris',
    phone_number: '0601020304',
    external_email: 'camille@example.fr',
  };

  it('links the receipt and the participation of a winning code', async () => {
    const { body } = await burn('WINHEADS').expect(400);
    expect(body.code).toBe('already_burned');
    const minted = sandbox.db
      .prepare(
        "INSERT INTO codes (code, outcome, key_for_display, state) VALUES ('LINKWIN1', 'win', 'speaker', 'available')",
      )
      .run();
    const codeId = Number(minted.lastInsertRowid);
    await burn('LINKWIN1').expect(200);
    await request(sandbox.app)
      .post('/upload')
      .query({ access_token: token })
      .field('batch_uuid', 'game-batch')
      .field('receipt_uuid', 'game-receipt')
      .attach('files', pngBytes(), 'ticket.png')
      .expect(201);
    await request(sandbox.app)
      .post('/api/kitv4/link_code_to_receipt')
      .query({ access_token: token })
      .send({ code_id: codeId, receipt_kit_uuid: 'game-receipt' })
      .expect(200, { linked: true });
    const unknownReceipt = await request(sandbox.app)
      .post('/api/kitv4/link_code_to_receipt')
      .query({ access_token: token })
      .send({ code_id: codeId, receipt_kit_uuid: 'not-mine' })
      .expect(404);
    expect(unknownReceipt.body.code).toBe('not_found');
    const participation = await request(sandbox.app)
      .post('/api/kitv4/link_code_to_user_information')
      .query({ access_token: token })
      .send({ code_id: codeId, user_information_fields: address, receipt_kit_uuid: 'game-receipt' })
      .expect(200);
    expect(participation.body.participation).toMatchObject({ code_id: codeId, complete: true });
    const stored = sandbox.db.prepare('SELECT receipt_kit_uuid FROM participations WHERE code_id = ?').get(codeId) as {
      receipt_kit_uuid: string;
    };
    expect(stored.receipt_kit_uuid).toBe('game-receipt');
  });

  it('refuses codes of others, lost codes and missing fields', async () => {
    const other = await signUp(sandbox);
    const lost = await burn('LOSE0004', other.token).expect(200);
    const codeId = lost.body.code_details.code_id as number;
    await request(sandbox.app)
      .post('/api/kitv4/link_code_to_receipt')
      .query({ access_token: token })
      .send({ code_id: codeId, receipt_kit_uuid: 'x' })
      .expect(404);
    const notWon = await request(sandbox.app)
      .post('/api/kitv4/link_code_to_user_information')
      .query({ access_token: other.token })
      .send({ code_id: codeId, user_information_fields: address })
      .expect(400);
    expect(notWon.body).toMatchObject({ invalid_parameter: 'code_id', invalid_reason: 'not_won' });
    const missing = await request(sandbox.app)
      .post('/api/kitv4/link_code_to_user_information')
      .query({ access_token: other.token })
      .send({ code_id: 'abc', user_information_fields: address })
      .expect(400);
    expect(missing.body).toMatchObject({ invalid_parameter: 'code_id', invalid_reason: 'wrong_type' });
  });
});

describe('GET /__sandbox/participations (test control)', () => {
  const address = {
    title: 'Mr',
    first_name: 'Louis',
    last_name: 'Durand',
    address_1: '2 avenue des Coquillettes',
    postal_code: '69001',
    city: 'Lyon',
    phone_number: '0611223344',
    external_email: 'louis@example.fr',
  };

  it('lists a won code as incomplete until the winner sends the details, then complete', async () => {
    const winner = await signUp(sandbox);
    sandbox.db
      .prepare(
        "INSERT INTO codes (code, outcome, key_for_display, state) VALUES ('PARTWIN1', 'win', 'headset', 'available')",
      )
      .run();
    const burned = await burn('PARTWIN1', winner.token).expect(200);
    const codeId = burned.body.code_details.code_id as number;
    await burn('LOSE0005', winner.token).expect(200);
    const before = await request(sandbox.app)
      .get('/__sandbox/participations')
      .query({ email: winner.email })
      .expect(200);
    expect(before.body.participations).toEqual([
      expect.objectContaining({
        code_id: codeId,
        code: 'PARTWIN1',
        key_for_display: 'headset',
        user_email: winner.email,
        complete: false,
        has_previously_won: false,
        user_information_fields: null,
      }),
    ]);
    await request(sandbox.app)
      .post('/api/kitv4/link_code_to_user_information')
      .query({ access_token: winner.token })
      .send({ code_id: codeId, user_information_fields: address })
      .expect(200);
    const after = await request(sandbox.app)
      .get('/__sandbox/participations')
      .query({ email: winner.email })
      .expect(200);
    expect(after.body.participations).toEqual([
      expect.objectContaining({
        code_id: codeId,
        complete: true,
        participation_id: expect.any(Number),
        user_information_fields: address,
        completed_at: expect.any(String),
      }),
    ]);
  });

  it('is not served in production', async () => {
    const production = createTestSandbox({ SANDBOX_MODE: 'production' });
    try {
      await request(production.app).get('/__sandbox/participations').expect(404);
    } finally {
      production.close();
    }
  });
});

describe('the game proof of purchase and the played codes', () => {
  const address = {
    title: 'Mme',
    first_name: 'Inès',
    last_name: 'Petit',
    address_1: '3 rue des Farfalle',
    postal_code: '33000',
    city: 'Bordeaux',
    phone_number: '0655443322',
    external_email: 'ines@example.fr',
  };

  const mintLost = (code: string) =>
    sandbox.db.prepare("INSERT INTO codes (code, outcome, state) VALUES (?, 'lose', 'available')").run(code);

  async function sendGameReceipt(accessToken: string, batch: string, receipt: string) {
    await request(sandbox.app)
      .post('/upload')
      .query({ access_token: accessToken })
      .field('batch_uuid', batch)
      .field('receipt_uuid', receipt)
      .attach('files', pngBytes(), 'ticket.png')
      .expect(201);
    await request(sandbox.app)
      .post('/send_batch')
      .query({ access_token: accessToken })
      .send({ batch_uuid: batch, receipt_uuids: [receipt], cancelled_uuids: [], create_receipts: true })
      .expect(201);
  }

  const receiptOf = async (accessToken: string, uuid: string) =>
    (await request(sandbox.app).get(`/api/kitv4/receipts/${uuid}`).query({ access_token: accessToken }).expect(200))
      .body.receipt;
  const timeline = async (accessToken: string) =>
    (await request(sandbox.app).get('/api/fidmarquesv3/timeline').query({ access_token: accessToken }).expect(200))
      .body;

  it('is processed as a game proof: accepted, no stars, never « refusée »', async () => {
    const player = await signUp(sandbox);
    mintLost('LOSX0006');
    const lost = await burn('LOSX0006', player.token).expect(200);
    await sendGameReceipt(player.token, 'proof-batch-1', 'proof-receipt-1');
    await request(sandbox.app)
      .post('/api/kitv4/link_code_to_receipt')
      .query({ access_token: player.token })
      .send({ code_id: lost.body.code_details.code_id, receipt_kit_uuid: 'proof-receipt-1' })
      .expect(200);
    expect(await receiptOf(player.token, 'proof-receipt-1')).toMatchObject({ purpose: 'game', status: 'pending' });
    expect(JSON.stringify(await timeline(player.token))).toContain(
      'Votre preuve de participation au jeu est bien reçue, elle est en cours de vérification.',
    );
    expect(JSON.stringify(await timeline(player.token))).not.toContain('Votre preuve d’achat est bien reçue');
    await request(sandbox.app).post('/__sandbox/receipts/settle').send({}).expect(200);
    const settled = await receiptOf(player.token, 'proof-receipt-1');
    expect(settled).toMatchObject({ purpose: 'game', status: 'accepted', stars: 0, reason: null });
    expect(JSON.stringify(await timeline(player.token))).toContain('Votre preuve de participation au jeu est validée.');
    expect(JSON.stringify(await timeline(player.token))).not.toContain('refusée');
  });

  it('turns a proof already refused as a declaration back into a game proof when the link arrives late', async () => {
    const player = await signUp(sandbox);
    mintLost('LOSX0007');
    const lost = await burn('LOSX0007', player.token).expect(200);
    await sendGameReceipt(player.token, 'proof-batch-2', 'proof-receipt-2');
    await request(sandbox.app).post('/__sandbox/receipts/settle').send({}).expect(200);
    expect(await receiptOf(player.token, 'proof-receipt-2')).toMatchObject({ status: 'rejected', purpose: 'loyalty' });
    await request(sandbox.app)
      .post('/api/kitv4/link_code_to_receipt')
      .query({ access_token: player.token })
      .send({ code_id: lost.body.code_details.code_id, receipt_kit_uuid: 'proof-receipt-2' })
      .expect(200);
    expect(await receiptOf(player.token, 'proof-receipt-2')).toMatchObject({ status: 'pending', purpose: 'game' });
    expect(JSON.stringify(await timeline(player.token))).not.toContain('refusée');
  });

  it('lists the played codes, newest first, with a won participation incomplete until sent', async () => {
    const player = await signUp(sandbox);
    sandbox.db
      .prepare(
        "INSERT INTO codes (code, outcome, key_for_display, state) VALUES ('PLAYWIN1', 'win', 'speaker', 'available')",
      )
      .run();
    const won = await burn('PLAYWIN1', player.token).expect(200);
    const codeId = won.body.code_details.code_id as number;
    mintLost('LOSX0008');
    const lost = await burn('LOSX0008', player.token).expect(200);
    const list = async () =>
      (await request(sandbox.app).get('/api/kitv4/uniq_codes').query({ access_token: player.token }).expect(200)).body
        .uniq_codes;
    const before = await list();
    expect(before.map((code: { code_id: number }) => code.code_id)).toEqual([lost.body.code_details.code_id, codeId]);
    expect(before[0]).toMatchObject({ code: 'LOSX0008', has_won: false, complete: null, benefit: null });
    expect(before[1]).toMatchObject({
      code: 'PLAYWIN1',
      has_won: true,
      complete: false,
      completed_at: null,
      burned_at: expect.any(String),
      benefit: { key_for_display: 'speaker' },
    });
    await request(sandbox.app)
      .post('/api/kitv4/link_code_to_user_information')
      .query({ access_token: player.token })
      .send({ code_id: codeId, user_information_fields: address })
      .expect(200);
    expect((await list())[1]).toMatchObject({ complete: true, completed_at: expect.any(String) });
    // Another player sees none of them.
    const other = await signUp(sandbox);
    const theirs = await request(sandbox.app).get('/api/kitv4/uniq_codes').query({ access_token: other.token });
    expect(theirs.body.uniq_codes).toEqual([]);
    await request(sandbox.app).get('/api/kitv4/uniq_codes').expect(401);
  });
});
