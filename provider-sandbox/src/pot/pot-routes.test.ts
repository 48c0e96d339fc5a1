import request from 'supertest';
import { createTestSandbox, signUp, type TestSandbox } from '../testing/test-sandbox';
import { isValidIban } from './iban';

let sandbox: TestSandbox;
beforeAll(() => {
  sandbox = createTestSandbox();
});
afterAll(() => sandbox.close());

const IBAN = 'FR76 3000 6000 0112 3456 7890 189';

describe('iban', () => {
  it('checks the mod-97 rule', () => {
    expect(isValidIban(IBAN)).toBe(true);
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(isValidIban('pas un iban')).toBe(false);
  });
});

describe('pot and transfers', () => {
  it('transfers the pot, remembers the payment information, lists the refunds and forgets', async () => {
    const { token, email } = await signUp(sandbox);
    const empty = await request(sandbox.app).post('/api/kitv4/potv2').query({ access_token: token }).expect(200);
    expect(empty.body).toEqual({ pot: { amount_cents: 0, currency: 'EUR', entries: [] }, payment_information: null });
    const nothing = await request(sandbox.app)
      .post('/api/kitv4/transfer')
      .query({ access_token: token })
      .send({ first_name: 'Ana', last_name: 'Lopez', iban: IBAN, remember_information: true })
      .expect(400);
    expect(nothing.body.code).toBe('empty_pot');

    await request(sandbox.app)
      .post(`/__sandbox/users/${encodeURIComponent(email)}/pot`)
      .send({ amount_cents: 450, label: 'Remboursement offre' })
      .expect(201);
    const pot = await request(sandbox.app).get('/api/fidmarques/v3/pot').query({ access_token: token }).expect(200);
    expect(pot.body.pot.amount_cents).toBe(450);
    const badIban = await request(sandbox.app)
      .post('/api/kitv4/transfer')
      .query({ access_token: token })
      .send({ first_name: 'Ana', last_name: 'Lopez', iban: 'FR00 1234', remember_information: true })
      .expect(400);
    expect(badIban.body).toMatchObject({ invalid_parameter: 'iban', invalid_reason: 'wrong_format' });
    const transfer = await request(sandbox.app)
      .post('/api/kitv4/transfer')
      .query({ access_token: token })
      .send({ first_name: 'Ana', last_name: 'Lopez', iban: IBAN, remember_information: true })
      .expect(201);
    expect(transfer.body.transfer_payment).toMatchObject({ amount_cents: 450, status: 'pending' });
    const after = await request(sandbox.app).post('/api/kitv4/potv2').query({ access_token: token }).expect(200);
    expect(after.body).toMatchObject({
      pot: { amount_cents: 0 },
      payment_information: { first_name: 'Ana', iban: 'FR76*******************0189' },
    });

    const refunds = await request(sandbox.app)
      .post('/api/kitv4/pot_refunds')
      .query({ access_token: token })
      .send({ transfer_payment_id: transfer.body.transfer_payment.id })
      .expect(200);
    expect(refunds.body.refunds).toEqual([
      expect.objectContaining({ amount_cents: 450, label: 'Remboursement offre' }),
    ]);
    const notNumeric = await request(sandbox.app)
      .get('/api/fidmarques/v3/pot_refunds')
      .query({ access_token: token, transfer_payment_id: 'abc' })
      .expect(400);
    expect(notNumeric.body).toMatchObject({ invalid_parameter: 'transfer_payment_id', invalid_reason: 'wrong_type' });
    await request(sandbox.app)
      .get('/api/fidmarques/v3/pot_refunds')
      .query({ access_token: token, transfer_payment_id: 999 })
      .expect(404);

    await request(sandbox.app)
      .post(`/__sandbox/users/${encodeURIComponent(email)}/pot`)
      .send({ amount_cents: 100 })
      .expect(201);
    await request(sandbox.app)
      .post('/api/kitv4/transfer')
      .query({ access_token: token })
      .send({ remember_information: false })
      .expect(201);
    await request(sandbox.app)
      .post('/api/kitv4/forget_payment_informations')
      .query({ access_token: token })
      .expect(200, { forgotten: true });
    await request(sandbox.app)
      .post(`/__sandbox/users/${encodeURIComponent(email)}/pot`)
      .send({ amount_cents: 100 })
      .expect(201);
    const missing = await request(sandbox.app)
      .post('/api/kitv4/transfer')
      .query({ access_token: token })
      .send({ remember_information: false })
      .expect(400);
    expect(missing.body.code).toBe('missing_payment_information');
    const notBoolean = await request(sandbox.app)
      .post('/api/kitv4/transfer')
      .query({ access_token: token })
      .send({ remember_information: 'oui' })
      .expect(400);
    expect(notBoolean.body).toMatchObject({ invalid_parameter: 'remember_information', invalid_reason: 'wrong_type' });
  });
});

describe('promotional codes and rewards', () => {
  it('credits a promotional code once', async () => {
    const { token } = await signUp(sandbox);
    const applied = await request(sandbox.app)
      .post('/api/fidmarques/v1/sdk/apply_code')
      .query({ access_token: token })
      .send({ code: 'bienvenue' })
      .expect(200);
    expect(applied.body).toMatchObject({ applied: true, points: 20, card: { data: { available_points: 20 } } });
    const again = await request(sandbox.app)
      .post('/api/fidmarques/v1/sdk/apply_code')
      .query({ access_token: token })
      .send({ code: 'BIENVENUE' })
      .expect(400);
    expect(again.body).toMatchObject({ code: 'already_burned', user_message: 'Code déjà utilisé' });
    const expired = await request(sandbox.app)
      .post('/api/fidmarques/v1/sdk/apply_code')
      .query({ access_token: token })
      .send({ code: 'PATES2024' })
      .expect(400);
    expect(expired.body.code).toBe('too_much_time_elapsed_since_code_input');
    expect(
      (
        await request(sandbox.app)
          .post('/api/fidmarques/v1/sdk/apply_code')
          .query({ access_token: token })
          .send({ code: 'NOPE' })
      ).body.code,
    ).toBe('not_existing');
    expect(
      (await request(sandbox.app).post('/api/fidmarques/v1/sdk/apply_code').query({ access_token: token }).send({}))
        .body.code,
    ).toBe('empty');
  });

  it('lists the goodies as rewards with numeric ids', async () => {
    const { token } = await signUp(sandbox);
    const response = await request(sandbox.app)
      .post('/api/fidmarques/v1/sdk/rewards')
      .query({ access_token: token })
      .expect(200);
    expect(response.body.rewards[0]).toMatchObject({
      id: expect.any(Number),
      identifier: expect.any(String),
      value: expect.any(Number),
    });
  });
});
