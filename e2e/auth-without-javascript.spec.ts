import { request as playwrightRequest } from '@playwright/test';
import { ROUTE_PATHS } from 'shared-kit/contracts';
import { expect, test } from './support/fixtures';
import { latestMailTo } from './support/sandbox-mailbox';
import { PHONE, signUp } from './support/shell-helpers';

/**
 * The login form works before its JavaScript, or without it: the server-rendered form is a plain POST answered by
 * the session server, with the same checks, the same French messages and the same return to `r`.
 */
test.use({ javaScriptEnabled: false, waitForHydration: false, viewport: PHONE });

const LOGIN_FOR_SHOP = `${ROUTE_PATHS['auth-login']}?r=${encodeURIComponent(ROUTE_PATHS.shop)}`;

/** A fresh account, made apart from the page's cookie jar (the visitor is not logged in yet). */
async function account(): Promise<{ email: string; password: string }> {
  const api = await playwrightRequest.newContext({ baseURL: 'http://localhost:3000' });
  try {
    return await signUp(api);
  } finally {
    await api.dispose();
  }
}

test('a login with JavaScript off lands on r, logged in', async ({ page }) => {
  const { email, password } = await account();
  await page.goto(LOGIN_FOR_SHOP);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(ROUTE_PATHS.shop);
  const session = await page.request.get('/api/session');
  expect((await session.json()) as { user: { email: string } | null }).toMatchObject({ user: { email } });
});

test('refused credentials: the page again with the message, the e-mail kept, the password not', async ({ page }) => {
  const { email } = await account();
  await page.goto(LOGIN_FOR_SHOP);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-1!');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(email);
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue('');
  // Still on its way to r.
  expect(new URL(page.url()).searchParams.get('r')).toBe(ROUTE_PATHS.shop);
  expect((await (await page.request.get('/api/session')).json()) as { user: unknown }).toMatchObject({ user: null });
});

test('the form’s own checks, with their French messages, before anything is sent to the provider', async ({ page }) => {
  await page.goto(ROUTE_PATHS['auth-login']);
  await page.getByLabel('Adresse e-mail').fill('pas-une-adresse');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Merci de saisir votre mot de passe.')).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('pas-une-adresse');
  await expect(page.getByLabel('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
});

test('a login form posted from another site is refused', async ({ request }) => {
  const response = await request.post(LOGIN_FOR_SHOP, {
    form: { email: 'camille@example.fr', password: 'Fusilli-2025!' },
    headers: { Origin: 'https://pirate.example', 'Sec-Fetch-Site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()['set-cookie']).toBeUndefined();
});

test('a sign-up with JavaScript off opens the account and lands on r, logged in', async ({ page }) => {
  const email = `sans-js-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.fr`;
  await page.goto(`${ROUTE_PATHS['auth-signup']}?r=${encodeURIComponent(ROUTE_PATHS.shop)}`);
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Fusilli-2025!');
  await page.getByLabel('Confirmation du mot de passe').fill('Fusilli-2025!');
  await page.getByLabel('J’ai lu les Mentions légales et j’accepte les Conditions de la Boutique.').check();
  await page.getByLabel('Je certifie avoir 18 ans ou plus.').check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(ROUTE_PATHS.shop);
  const session = await page.request.get('/api/session');
  expect((await session.json()) as { user: { email: string } | null }).toMatchObject({
    user: { email, firstName: 'Camille' },
  });
});

test('a sign-up without the boxes ticked: their messages, what was entered kept, no password', async ({ page }) => {
  await page.goto(ROUTE_PATHS['auth-signup']);
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Adresse e-mail').fill('camille.sans-cases@example.fr');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Fusilli-2025!');
  await page.getByLabel('Confirmation du mot de passe').fill('Fusilli-2025!');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(
    page.getByText(
      'Merci de confirmer avoir lu les Mentions légales et accepté les Conditions de la Boutique pour créer votre compte.',
    ),
  ).toBeVisible();
  await expect(page.getByText('merci de confirmer que vous avez 18 ans ou plus.')).toBeVisible();
  await expect(page.getByLabel('Prénom')).toHaveValue('Camille');
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('camille.sans-cases@example.fr');
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue('');
});

test('a reset e-mail asked for with JavaScript off is sent, and the page says so', async ({ page }) => {
  const { email } = await account();
  await page.goto(ROUTE_PATHS['reset-password']);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(page.getByTestId('reset-ask-success')).toContainText('Si un compte existe avec cette adresse');
  expect((await latestMailTo(email)).body).toContain('token=');
});
