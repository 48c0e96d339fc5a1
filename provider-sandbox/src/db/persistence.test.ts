import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createSandboxApp } from '../app';
import { readSandboxSettings } from '../config';
import { seed } from '../seed/seed';
import { CLIENT_ID } from '../testing/test-sandbox';
import { openDatabase } from './database';

describe('a file database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provider-sandbox-restart-'));
  const settings = readSandboxSettings({
    SANDBOX_MODE: 'test',
    SANDBOX_DB: path.join(dir, 'nested', 'sandbox.sqlite'),
    SANDBOX_DATA_DIR: path.join(dir, 'files'),
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps users, tokens, stars and addresses across a restart; seeding again adds nothing', async () => {
    const first = openDatabase(settings.databaseFile);
    seed(first);
    const app = createSandboxApp(settings, first);
    const signup = await request(app)
      .post('/api/fidmarques/v1/sdk/signup')
      .send({ client_id: CLIENT_ID, email: 'reste@example.fr', password: 'motdepasse1' })
      .expect(201);
    const token = signup.body.access_token as string;
    await request(app).put('/__sandbox/users/reste@example.fr/stars').send({ available_points: 77 }).expect(200);
    await request(app)
      .post('/api/kitv4/user_informations')
      .query({ access_token: token })
      .send({ user_information: { city: 'Dijon' } })
      .expect(201);
    const counts = (db: ReturnType<typeof openDatabase>) =>
      db.prepare('SELECT (SELECT COUNT(*) FROM coupons) AS coupons, (SELECT COUNT(*) FROM codes) AS codes').get();
    const before = counts(first);
    first.close();

    const second = openDatabase(settings.databaseFile);
    seed(second);
    expect(counts(second)).toEqual(before);
    const restarted = createSandboxApp(settings, second);
    const card = await request(restarted)
      .get('/api/fidmarquesv3/card_slots')
      .query({ access_token: token })
      .expect(200);
    expect(card.body.card_slots[0].loyalty_card.data.available_points).toBe(77);
    const addresses = await request(restarted)
      .get('/api/kitv4/user_informations')
      .query({ access_token: token })
      .expect(200);
    expect(addresses.body.user_informations).toEqual([expect.objectContaining({ city: 'Dijon', is_default: true })]);
    await request(restarted)
      .post('/api/fidmarques/v1/sdk/login')
      .send({ client_id: CLIENT_ID, email: 'reste@example.fr', password: 'motdepasse1' })
      .expect(200);
    const health = await request(restarted).get('/healthz').expect(200);
    expect(health.body).toMatchObject({ status: 'ok', migrations: 10 });
    second.close();
  });
});
