import request from 'supertest';
import { startFakeProvider, type FakeProvider } from '../test-support/fake-provider';
import { testAccount } from '../test-support/instances';
import { FROM_SITE, testApp } from '../test-support/test-app';

let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(() => provider.close());

const camille = testAccount('camille.securite@example.fr');
type Cookie = string[];

describe('POST /api/endOtherSessions (after a password change)', () => {
  it("ends the user's other sessions, keeps this one, and lets a new login in", async () => {
    const { app } = testApp({ PROVIDER_URL: provider.url });
    const signup = await request(app).post('/api/signup').set(FROM_SITE).send(camille.signup).expect(201);
    const phone = signup.headers['set-cookie'] as unknown as Cookie;
    const laptop = (await request(app).post('/api/login').set(FROM_SITE).send(camille.right).expect(200)).headers[
      'set-cookie'
    ] as unknown as Cookie;
    const other = testAccount('voisin@example.fr');
    const neighbour = (await request(app).post('/api/signup').set(FROM_SITE).send(other.signup).expect(201)).headers[
      'set-cookie'
    ] as unknown as Cookie;
    const userOf = async (cookie: Cookie) =>
      (await request(app).get('/api/session').set('Cookie', cookie).expect(200)).body.user as { email: string } | null;

    const ended = await request(app).post('/api/endOtherSessions').set(FROM_SITE).set('Cookie', laptop).send({});
    expect(ended.status).toBe(200);
    expect(ended.body.user).toMatchObject({ email: camille.signup.email });
    // The session that asked goes on with its cookie issued anew; the other device is logged out.
    const renewed = ended.headers['set-cookie'] as unknown as Cookie;
    expect(String(renewed)).toContain('lgb_session=');
    expect(await userOf(renewed)).toMatchObject({ email: camille.signup.email });
    expect(await userOf(phone)).toBeNull();
    // Nobody else is touched, and a login after the change starts a session that holds.
    expect(await userOf(neighbour)).toMatchObject({ email: other.signup.email });
    const later = (await request(app).post('/api/login').set(FROM_SITE).send(camille.right).expect(200)).headers[
      'set-cookie'
    ] as unknown as Cookie;
    expect(await userOf(later)).toMatchObject({ email: camille.signup.email });
  });

  it('tells the other device once that its session ended, instead of leaving it on an anonymous page with no word', async () => {
    const { app } = testApp({ PROVIDER_URL: provider.url });
    const account = testAccount('camille.deux-appareils@example.fr');
    const phone = (await request(app).post('/api/signup').set(FROM_SITE).send(account.signup).expect(201)).headers[
      'set-cookie'
    ] as unknown as Cookie;
    const laptop = (await request(app).post('/api/login').set(FROM_SITE).send(account.right).expect(200)).headers[
      'set-cookie'
    ] as unknown as Cookie;
    await request(app).post('/api/endOtherSessions').set(FROM_SITE).set('Cookie', laptop).send({}).expect(200);

    // The phone's next request finds its session ended: nothing of it stays, the notice goes with the cookie.
    const first = await request(app).get('/api/session').set('Cookie', phone).expect(200);
    expect(first.body).toEqual({ user: null, basket: { purchases: [] }, ended: true });
    const notice = first.headers['set-cookie'] as unknown as Cookie;
    expect(String(notice)).not.toContain(account.signup.email);
    // Said once: the page after it is a plain anonymous visit.
    const told = await request(app).get('/api/session').set('Cookie', notice).expect(200);
    expect(told.body).toEqual({ user: null, basket: { purchases: [] } });
    const again = (told.headers['set-cookie'] as unknown as Cookie | undefined) ?? notice;
    expect((await request(app).get('/api/session').set('Cookie', again).expect(200)).body.ended).toBeUndefined();
  });

  it('needs a session, and a same-site request', async () => {
    const { app } = testApp({ PROVIDER_URL: provider.url });
    await request(app).post('/api/endOtherSessions').set(FROM_SITE).send({}).expect(401);
    await request(app)
      .post('/api/endOtherSessions')
      .set({ ...FROM_SITE, Origin: 'https://pirate.example', 'Sec-Fetch-Site': 'cross-site' })
      .send({})
      .expect(403);
  });
});
