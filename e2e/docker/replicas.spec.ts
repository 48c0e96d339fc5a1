/**
 * Two replicas behind nginx share what they must (README « Several instances »): a session made through the
 * balancer is read by each replica, and once its owner logs out the copied cookie is refused by the other one too.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn, logOut, newApi, replicaBases, sessionEmail, signUpAccount, SITE } from './support/site';

let api: APIRequestContext;
test.beforeAll(async () => {
  api = await newApi();
});
test.afterAll(async () => {
  await api.dispose();
});

test('a logout on one replica refuses the copied cookie on the other', async () => {
  const replicas = replicaBases();
  expect(replicas).toHaveLength(2);
  const email = await signUpAccount(api, 'replicas', '198.51.100.10');
  const { status, cookie } = await logIn(api, SITE, email, '198.51.100.10');
  expect(status).toBe(200);
  for (const replica of replicas) expect(await sessionEmail(api, replica, cookie)).toBe(email);

  await logOut(api, replicas[0]!, cookie, '198.51.100.10');
  // The copied cookie, replayed: anonymous on the replica that logged out, and on the other one.
  for (const replica of replicas) expect(await sessionEmail(api, replica, cookie)).toBeNull();
  expect(await sessionEmail(api, SITE, cookie)).toBeNull();
});
