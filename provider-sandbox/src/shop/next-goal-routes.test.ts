import request from 'supertest';
import { createTestSandbox, signUp, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(() => {
  sandbox = createTestSandbox();
});
afterAll(() => sandbox.close());

const select = (token: string, coupon: string) =>
  request(sandbox.app)
    .post('/api/fidmarquesv3/shop_cart/select_next_goal')
    .query({ access_token: token })
    .send({ coupon_identifier: coupon });
const cancel = (token: string, coupon: string) =>
  request(sandbox.app)
    .post('/api/fidmarquesv3/shop_cart/cancel_next_goal')
    .query({ access_token: token })
    .send({ coupon_identifier: coupon });
const slotOf = async (token: string) =>
  (await request(sandbox.app).get('/api/fidmarquesv3/card_slots').query({ access_token: token }).expect(200)).body
    .card_slots[0] as { next_goal: { identifier: string } | null };

describe('next goal', () => {
  it('selects one goal per user, replaces it and shows it on the card slot', async () => {
    const { token } = await signUp(sandbox);
    expect((await slotOf(token)).next_goal).toBeNull();
    const first = await select(token, 'goody-speaker').expect(200);
    expect(first.body).toMatchObject({
      next_goal: { identifier: 'goody-speaker', value: 500 },
      card: { data: { available_points: 0 } },
    });
    await select(token, 'goody-headset').expect(200);
    expect((await slotOf(token)).next_goal).toMatchObject({ identifier: 'goody-headset' });

    const other = await signUp(sandbox);
    expect((await slotOf(other.token)).next_goal).toBeNull();
  });

  it('takes a reward id of /sdk/rewards instead of the coupon identifier', async () => {
    const { token } = await signUp(sandbox);
    const rewards = (
      await request(sandbox.app).post('/api/fidmarques/v1/sdk/rewards').query({ access_token: token }).expect(200)
    ).body.rewards as { id: number; identifier: string }[];
    const speaker = rewards.find((reward) => reward.identifier === 'goody-speaker');
    const answer = await request(sandbox.app)
      .post('/api/fidmarquesv3/shop_cart/select_next_goal')
      .query({ access_token: token })
      .send({ reward_id: speaker?.id })
      .expect(200);
    expect(answer.body.next_goal).toMatchObject({ identifier: 'goody-speaker' });
    const unknown = await request(sandbox.app)
      .post('/api/fidmarquesv3/shop_cart/select_next_goal')
      .query({ access_token: token })
      .send({ reward_id: 99999 })
      .expect(400);
    expect(unknown.body.code).toBe('not_buyable');
  });

  it('cancels only the current goal', async () => {
    const { token } = await signUp(sandbox);
    await select(token, 'goody-mug').expect(200);
    const stale = await cancel(token, 'goody-speaker').expect(404);
    expect(stale.body).toMatchObject({
      code: 'not_found',
      user_message: 'Ce cadeau n’est pas votre prochain objectif.',
    });
    expect((await slotOf(token)).next_goal).toMatchObject({ identifier: 'goody-mug' });
    await expect(cancel(token, 'goody-mug').expect(200)).resolves.toMatchObject({ body: { next_goal: null } });
    expect((await slotOf(token)).next_goal).toBeNull();
    await cancel(token, 'goody-mug').expect(404);
  });

  it('refuses a goody that cannot be bought, a missing identifier and a missing token', async () => {
    const { token } = await signUp(sandbox);
    for (const coupon of ['goody-cap', 'no-such-goody']) {
      expect((await select(token, coupon).expect(400)).body.code).toBe('not_buyable');
    }
    const blank = await request(sandbox.app)
      .post('/api/fidmarquesv3/shop_cart/select_next_goal')
      .query({ access_token: token })
      .send({})
      .expect(400);
    expect(blank.body).toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'coupon_identifier',
      invalid_reason: 'blank',
    });
    await request(sandbox.app)
      .post('/api/fidmarquesv3/shop_cart/select_next_goal')
      .send({ coupon_identifier: 'goody-mug' })
      .expect(401);
    await request(sandbox.app)
      .post('/api/fidmarquesv3/shop_cart/cancel_next_goal')
      .send({ coupon_identifier: 'goody-mug' })
      .expect(401);
  });

  it('a reset drops every goal', async () => {
    const { token } = await signUp(sandbox);
    await select(token, 'goody-mug').expect(200);
    await request(sandbox.app).post('/__sandbox/reset').expect(200);
    expect((sandbox.db.prepare('SELECT COUNT(*) AS n FROM next_goals').get() as { n: number }).n).toBe(0);
  });
});
