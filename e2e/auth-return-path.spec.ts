import { ROUTE_PATHS } from 'shared-kit';
import { expect, test } from './support/fixtures';
import {
  SITE_ORIGIN,
  expectLandedOn,
  logInThroughPage,
  newAccount,
  sessionEmail,
  signUpThroughPage,
} from './support/auth-journeys';
import { signUp } from './support/shell-helpers';

/**
 * The return path r is a local path only (anything else would be an open redirect). Each value is tried with a real login
 * in a fresh browser context (a logged-in visitor would not see the login form). Logins are
 * rate-limited per account (10 per window): the hostile values are spread over two accounts.
 */
const HOSTILE_RETURN_PATHS = [
  '//evil.example',
  'https://evil.example/mon-compte',
  '/\\evil.example',
  '\\\\evil.example',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  'javascript:alert(document.domain)',
  '/.//evil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  'http:evil.example',
];

test('a local r is honoured after login', async ({ page }) => {
  const account = newAccount('r-local');
  await signUpThroughPage(page, account);
  await expectLandedOn(page, ROUTE_PATHS.profile);
  await page.context().clearCookies();

  await logInThroughPage(page, account.email, account.password, '/faq?onglet=jeu');
  await expectLandedOn(page, '/faq');
  expect(new URL(page.url()).search).toBe('?onglet=jeu');
  expect(await sessionEmail(page)).toBe(account.email);
});

test('a local r is honoured after signup too', async ({ page }) => {
  await signUpThroughPage(page, newAccount('r-signup'), ROUTE_PATHS['eligible-products']);
  await expectLandedOn(page, ROUTE_PATHS['eligible-products']);
});

test('« Déclarer mes achats » while logged out: the goodies, then « Se connecter » leads to the declaration', async ({
  page,
}) => {
  const account = newAccount('r-declare');
  await signUpThroughPage(page, account);
  await expectLandedOn(page, ROUTE_PATHS.profile);
  await page.context().clearCookies();

  await page.goto(ROUTE_PATHS.index);
  await page.getByTestId('index').getByRole('link', { name: 'Déclarer mes achats' }).click();
  await expectLandedOn(page, ROUTE_PATHS['shop-limited']);
  await page.getByTestId('shop-limited').getByRole('link', { name: 'Se connecter' }).click();
  await expectLandedOn(page, ROUTE_PATHS['auth-login']);
  const form = page.getByTestId('auth-login');
  await form.getByLabel('Adresse e-mail').fill(account.email);
  await form.getByLabel('Mot de passe').fill(account.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expectLandedOn(page, ROUTE_PATHS['shop-declare']);
});

test('from the goodies reached by « Déclarer mes achats », the header’s « Connexion » leads to the declaration too', async ({
  page,
}) => {
  const account = newAccount('r-declare-header');
  await signUpThroughPage(page, account);
  await expectLandedOn(page, ROUTE_PATHS.profile);
  await page.context().clearCookies();

  await page.goto(ROUTE_PATHS['shop-declare']);
  await expectLandedOn(page, ROUTE_PATHS['shop-limited']);
  await page.getByRole('banner').getByRole('link', { name: 'Connexion', exact: true }).click();
  await expectLandedOn(page, ROUTE_PATHS.auth);
  await page.getByTestId('auth').getByRole('link', { name: 'Se connecter' }).click();
  await expectLandedOn(page, ROUTE_PATHS['auth-login']);
  const form = page.getByTestId('auth-login');
  await form.getByLabel('Adresse e-mail').fill(account.email);
  await form.getByLabel('Mot de passe').fill(account.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expectLandedOn(page, ROUTE_PATHS['shop-declare']);
});

test.describe('r is ignored for each hostile value', () => {
  // Two accounts for the worker, signed up through the own backend (the sign-up page has its journeys above); each
  // value is then its own login in a fresh context, so a slow machine spends one test's time on each, not twelve
  // logins on one clock.
  let accounts: readonly [{ email: string; password: string }, { email: string; password: string }];
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: SITE_ORIGIN });
    accounts = [await signUp(request), await signUp(request)];
    await request.dispose();
  });

  for (const [index, hostile] of HOSTILE_RETURN_PATHS.entries()) {
    test(`r=${JSON.stringify(hostile)}`, async ({ page }) => {
      const account = index % 2 === 0 ? accounts[0] : accounts[1];
      const requestedHosts = new Set<string>();
      page.on('request', (request) => requestedHosts.add(new URL(request.url()).hostname));
      await logInThroughPage(page, account.email, account.password, hostile);
      await expectLandedOn(page, ROUTE_PATHS.profile);
      expect(await sessionEmail(page)).toBe(account.email);
      expect([...requestedHosts].filter((host) => host.includes('evil'))).toEqual([]);
    });
  }
});
