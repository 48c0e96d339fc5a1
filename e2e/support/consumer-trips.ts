import type { Locator, Page } from '@playwright/test';
import { pdfBytes } from 'provider-sandbox/testing';
import { ROUTE_PATHS } from 'shared-kit';
import { PORTS } from '../../scripts/stack';
import { providerToken } from './account-provider';
import type { TestAccount } from './auth-journeys';
import { untilInteractive } from './server-render';
import { expect } from './fixtures';
import { shoot } from './shell-helpers';
import { tickProducts } from './shop-helpers';

/** Helpers of e2e/consumer-trips.spec.ts: what a person does on a phone (a finger) or a desktop (a mouse). */
const SANDBOX = `http://127.0.0.1:${PORTS.sandbox}`;

export interface Device {
  name: 'phone' | 'desktop';
  phone: boolean;
}

/** A finger's tap on a phone (the browser's touch events, then its mouse events and click), a click elsewhere. */
export async function press(target: Locator, device: Device): Promise<void> {
  if (device.phone) await target.tap();
  else await target.click();
}

/** A screenshot once the page stopped scrolling (a message brought into view scrolls smoothly): what a person sees. */
export async function shot(page: Page, name: string, device: Device): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y)));
      }),
  );
  await shoot(page, `consumer-trips-${name}-${device.name}`);
}

/** Every text the header's star chip shows from the page's first paint on, kept in the page (one per change). */
export async function recordStarChip(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { chipTexts: seen });
    const read = () => {
      const chip = document.querySelector('[data-testid="star-balance"]');
      const text = chip ? `${chip.textContent ?? ''}|busy=${chip.getAttribute('aria-busy')}` : null;
      if (text !== null && text !== seen.at(-1)) seen.push(text);
    };
    new MutationObserver(read).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

export async function starChipTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { chipTexts: string[] }).chipTexts);
}

export async function openNotifications(page: Page, device: Device): Promise<Locator> {
  if (device.phone) {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('navigation', { name: 'Menu mobile' }).getByRole('button', { name: 'Notifications' }).click();
  } else {
    await page.getByTestId('notifications-button').click();
  }
  return page.getByTestId('notifications-drawer');
}

/** Receipt `group` (0-based) of the declare page: one PDF, the products ticked. */
export async function declareGroup(page: Page, group: number, products: RegExp[]): Promise<void> {
  if (group > 0) await page.getByRole('button', { name: '+ Ajouter une preuve d’achat' }).click();
  const name = `ticket-${group + 1}.pdf`;
  await page
    .getByTestId('receipt-group')
    .nth(group)
    .getByLabel('Ajouter un fichier')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdfBytes() });
  await expect(page.getByText(name)).toBeVisible();
  await tickProducts(page, group, products);
}

interface ProviderReceipt {
  uuid: string;
  eans: string[];
  status: string;
}

/** The user's receipts as the provider lists them (newest first). */
export async function receiptsOf(email: string, password: string): Promise<ProviderReceipt[]> {
  const token = await providerToken(email, password);
  const answer = await fetch(`${SANDBOX}/api/kitv4/receipts?access_token=${encodeURIComponent(token)}`);
  return ((await answer.json()) as { receipts: ProviderReceipt[] }).receipts;
}

/** The provider refuses one pending receipt now (test control: a picture it could not read). */
export async function refuseReceipt(uuid: string): Promise<void> {
  const answer = await fetch(`${SANDBOX}/__sandbox/receipts/${uuid}/refuse`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!answer.ok) throw new Error(`refuse answered ${answer.status}: ${await answer.text()}`);
}

export function goody(page: Page, identifier: string): Locator {
  return page.locator(`[data-testid="goody"][data-goody="${identifier}"]`);
}

/** The URLs of the provider calls the page makes from now on that name `operation` (a path fragment). */
export function callsOf(page: Page, operation: string): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(operation)) calls.push(request.url());
  });
  return calls;
}

/** From the shop's grid: `quantity` units of a goody into the basket. */
export async function addToBasket(page: Page, identifier: string, quantity = 1): Promise<void> {
  const tile = goody(page, identifier);
  if (quantity > 1) await tile.getByLabel(/Quantité/).selectOption(String(quantity));
  await tile.getByRole('button', { name: 'Ajouter au panier' }).click();
}

/** A won code's reveal, then step 1 of the winner's claim, up to step 2. */
export async function claimUpToStepTwo(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Découvrir mon résultat maintenant' }).click();
  await page.getByRole('button', { name: 'Continuer' }).click();
  const claim = page.getByTestId('participation');
  await claim.getByLabel('Civilité').selectOption('Mme');
  await claim.getByLabel('Téléphone').fill('0601020304');
  await claim.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/[?&]etape=adresse/);
}

/** « Connexion et sécurité » filled and sent. */
export async function changePassword(page: Page, current: string, next: string): Promise<void> {
  await page.getByLabel('Mot de passe actuel').fill(current);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(next);
  await page.getByLabel('Confirmation du nouveau mot de passe').fill(next);
  await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
}

/** The sign-up form filled up to a confirmation that does not match, its field keeping the focus. */
export async function fillSignupWithMismatch(page: Page, account: TestAccount): Promise<Locator> {
  await page.goto(ROUTE_PATHS['auth-signup']);
  await untilInteractive(page);
  const form = page.getByTestId('auth-signup');
  await form.getByLabel('Prénom').fill(account.firstName);
  await form.getByLabel('Nom', { exact: true }).fill(account.lastName);
  await form.getByLabel('Adresse e-mail').fill(account.email);
  await form.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await form.getByLabel('Confirmation du mot de passe').fill(`${account.password}-x`);
  return form;
}

/** The HTML the server sends for a browser's visit of `path`, with its status. */
export async function servedPage(page: Page, path: string): Promise<{ status: number; html: string }> {
  const answer = await page.request.get(path, { headers: { Accept: 'text/html' } });
  return { status: answer.status(), html: await answer.text() };
}
