import type { Page } from '@playwright/test';
import { ROUTE_PATHS } from 'shared-kit';
import { expect } from './fixtures';
import { untilInteractive } from './server-render';

export const SITE_ORIGIN = 'http://localhost:3000';

export interface TestAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A fresh account per journey: the sandbox database outlives one test, not one run. */
export function newAccount(label: string): TestAccount {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName: 'Camille',
    lastName: 'Testeur',
    email: `e2e-${label}-${unique}@example.fr`,
    password: 'pates2025',
  };
}

export function withReturn(path: string, returnPath?: string): string {
  return returnPath === undefined ? path : `${path}?${new URLSearchParams({ r: returnPath }).toString()}`;
}

/**
 * Fills the signup page as a user does and waits for the form to leave. The journeys that use it check where the
 * form leads, on pages opened outside the fixture: the form is filled once hydrated (typing before hydration has its
 * own journeys, shell-server-render.spec.ts).
 */
export async function signUpThroughPage(page: Page, account: TestAccount, returnPath?: string): Promise<void> {
  await page.goto(withReturn(ROUTE_PATHS['auth-signup'], returnPath));
  await untilInteractive(page);
  const form = page.getByTestId('auth-signup');
  await form.getByLabel('Prénom').fill(account.firstName);
  await form.getByLabel('Nom', { exact: true }).fill(account.lastName);
  await form.getByLabel('Adresse e-mail').fill(account.email);
  await form.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await form.getByLabel('Confirmation du mot de passe').fill(account.password);
  await form.getByLabel('J’ai lu les Mentions légales et j’accepte les Conditions de la Boutique.').check();
  await form.getByLabel('Je certifie avoir 18 ans ou plus.').check();
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
}

export async function logInThroughPage(
  page: Page,
  email: string,
  password: string,
  returnPath?: string,
): Promise<void> {
  await page.goto(withReturn(ROUTE_PATHS['auth-login'], returnPath));
  await untilInteractive(page);
  const form = page.getByTestId('auth-login');
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe').fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

/** What the own backend holds for this browser (the cookie is HttpOnly: only the server can tell). */
export async function sessionEmail(page: Page): Promise<string | null> {
  const answer = await page.request.get('/api/session');
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { user: { email: string } | null };
  return body.user?.email ?? null;
}

/** Waits until the page sits on `path` of the site itself (never another origin). */
export async function expectLandedOn(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.origin === SITE_ORIGIN && url.pathname === path);
  expect(new URL(page.url()).origin).toBe(SITE_ORIGIN);
}
