import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTE_PATHS } from 'shared-kit';
import { pdfBytes } from 'provider-sandbox/testing';
import { receiptPicture } from './support/account-provider';
import { expect, test } from './support/fixtures';
import { PHONE, shoot, signUp } from './support/shell-helpers';

/** The receipt capture's limits in a real browser, the phone layout, the logged-out view. */

/** A PDF of `bytes` (its header is real; the rest is padding the sniffing never reads). */
function bigPdf(bytes: number): Buffer {
  const file = Buffer.alloc(bytes, 0x20);
  pdfBytes().copy(file);
  return file;
}

test('a 9 MiB file is refused in the browser, the other files stay, and nothing is sent', async ({ page }) => {
  await signUp(page.request);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (/\/(upload|send_batch)(\?|$)/.test(new URL(request.url()).pathname)) uploads.push(request.url());
  });
  await page.goto(ROUTE_PATHS['shop-declare']);
  const group = page.getByTestId('receipt-group').first();
  await group
    .getByLabel('Ajouter un fichier')
    .setInputFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await expect(page.getByText('facture.pdf')).toBeVisible();
  await group
    .getByLabel('Ajouter un fichier')
    .setInputFiles({ name: 'gros.pdf', mimeType: 'application/pdf', buffer: bigPdf(9 * 1024 * 1024) });
  await expect(page.getByTestId('receipt-notices')).toContainText('« gros.pdf » ferait dépasser la limite de 8 Mo');
  await expect(page.getByText('gros.pdf', { exact: true })).toHaveCount(0);
  await expect(page.getByText('facture.pdf')).toBeVisible();
  await expect(page.getByTestId('receipt-size-gauge')).toContainText('utilisés sur 8 Mo');
  // A file that is not a receipt by content is refused too, whatever its name.
  await group
    .getByLabel('Ajouter un fichier')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('GIF89a not a receipt at all') });
  await expect(page.getByTestId('receipt-notices')).toContainText(
    '« photo.jpg » : seuls les fichiers JPG, JPEG, PNG et PDF sont acceptés.',
  );
  await expect(page.getByTestId('receipt-send')).toBeDisabled();
  await shoot(page, 'shop-declare-refusals');
  expect(uploads).toEqual([]);
});

test('the same file picked twice is refused with a French message, in its receipt or another', async ({ page }) => {
  await signUp(page.request);
  // A file on disk, picked twice: the same name, size and date, as a phone's or a computer's picker gives it.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lgb-twice-'));
  const ticket = path.join(folder, 'ticket.pdf');
  fs.writeFileSync(ticket, pdfBytes());
  await page.goto(ROUTE_PATHS['shop-declare']);
  const first = page.getByTestId('receipt-group').first();
  await first.getByLabel('Ajouter un fichier').setInputFiles(ticket);
  await expect(first.getByText('ticket.pdf', { exact: true })).toBeVisible();
  await first.getByLabel('Ajouter un fichier').setInputFiles(ticket);
  await expect(first.getByTestId('receipt-notices')).toContainText(
    '« ticket.pdf » est déjà ajouté à la preuve d’achat 1 : un même fichier ne compte qu’une fois.',
  );
  await expect(first.getByText('ticket.pdf', { exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: '+ Ajouter une preuve d’achat' }).click();
  const second = page.getByTestId('receipt-group').nth(1);
  await second.getByLabel('Ajouter un fichier').setInputFiles(ticket);
  await expect(second.getByTestId('receipt-notices')).toContainText('est déjà ajouté à la preuve d’achat 1');
  await expect(second.getByText('ticket.pdf', { exact: true })).toHaveCount(0);
  await shoot(page, 'shop-declare-same-file-twice');
  fs.rmSync(folder, { recursive: true, force: true });
});

test('declare page on a 390 px phone: camera button, products, send', async ({ page, browser }) => {
  await page.setViewportSize(PHONE);
  await signUp(page.request);
  await page.goto(ROUTE_PATHS['shop-declare']);
  const group = page.getByTestId('receipt-group').first();
  await expect(group.getByLabel('Prendre une photo')).toHaveAttribute('capture', 'environment');
  const photo = await receiptPicture(browser);
  await group
    .getByLabel('Prendre une photo')
    .setInputFiles({ name: 'IMG_0042.png', mimeType: 'image/png', buffer: photo });
  // The photo keeps the name it was picked with; its lighter JPEG copy is said, not renamed.
  await expect(page.getByAltText('Aperçu d’IMG_0042.png')).toBeVisible();
  await expect(group.getByText('IMG_0042.png', { exact: true })).toBeVisible();
  await expect(group.getByText(/Photo allégée/)).toBeVisible();
  await group.getByRole('checkbox', { name: /Coquillettes/ }).check();
  await expect(page.getByTestId('expected-stars')).toHaveText('Étoiles attendues : 8 étoiles');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shoot(page, 'shop-declare-phone');
  await page.getByTestId('receipt-send').click();
  await expect(page.getByTestId('declare-success')).toBeVisible();
  await shoot(page, 'shop-declare-phone-success');
});

test('logged-out visitors see the real goodies and the ways in with r', async ({ page }) => {
  await page.goto(ROUTE_PATHS.shop);
  await expect(page.getByTestId('shop-limited')).toBeVisible();
  await expect(page.getByTestId('goody')).toHaveCount(13);
  await expect(page.getByTestId('grid-empty')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
    'href',
    '/connexion/se-connecter?r=%2Fla-grande-boutique',
  );
  await shoot(page, 'shop-limited-desktop');
  await page.setViewportSize(PHONE);
  // SHOP-GRID-1 pads the 4-column grid only: no empty dashed box ends the 2-column list of a phone.
  for (const empty of await page.getByTestId('grid-empty').all()) await expect(empty).toBeHidden();
  await shoot(page, 'shop-limited-phone');
});
