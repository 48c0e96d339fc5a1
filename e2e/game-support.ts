import type { Page } from '@playwright/test';
import { ROUTE_PATHS } from 'shared-kit';
import { PORTS } from '../scripts/stack';
import { expect } from './support/fixtures';
import { untilInteractive } from './support/server-render';

/** Helpers of the game journeys (e2e/game-*.spec.ts), over the sandbox controls of provider-sandbox/CONTRACT.md. */
const SANDBOX = `http://127.0.0.1:${PORTS.sandbox}/__sandbox`;

export const GAME_PATH = ROUTE_PATHS['game-4'];

export type MintOutcome = 'win' | 'lose' | 'already_won' | 'not_accessible' | 'expired';

/** A fresh code of a chosen outcome (seeded codes burn once per run). */
export async function mintCode(outcome: MintOutcome, keyForDisplay?: string): Promise<string> {
  const answer = await fetch(`${SANDBOX}/codes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome, key_for_display: keyForDisplay }),
  });
  if (answer.status !== 201) throw new Error(`minting a ${outcome} code answered ${answer.status}`);
  return ((await answer.json()) as { code: string }).code;
}

export interface SandboxParticipation {
  code: string;
  complete: boolean;
  has_previously_won: boolean;
  receipt_kit_uuid: string | null;
  user_information_fields: Record<string, string> | null;
}

/** What the provider holds of this player's won codes (GET /__sandbox/participations). */
export async function participationsOf(email: string): Promise<SandboxParticipation[]> {
  const answer = await fetch(`${SANDBOX}/participations?${new URLSearchParams({ email })}`);
  if (!answer.ok) throw new Error(`participations answered ${answer.status}`);
  return ((await answer.json()) as { participations: SandboxParticipation[] }).participations;
}

/** A small real PDF (the capture and the provider both check the type by content). */
export function receiptPdf(name = 'ticket.pdf', size = 4_096) {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 0, 'latin1');
  return { name, mimeType: 'application/pdf', buffer };
}

/** Steps 1–2 of the game page as a player does them: code, one receipt, terms. */
export async function fillPlayForm(page: Page, code: string, file = receiptPdf()): Promise<void> {
  const form = page.getByTestId('game-play-form');
  await expect(form).toBeVisible();
  // The form is on screen before its JavaScript (server-rendered): a file chosen before hydration would be lost, and
  // pages opened with context.newPage() do not wait for it on navigation as the fixture's page does.
  await untilInteractive(page);
  await form.getByLabel('Code unique').fill(code);
  await form.getByLabel('Ajouter un fichier').setInputFiles(file);
  await expect(form.getByText(file.name)).toBeVisible();
  await form.getByRole('checkbox', { name: /J’accepte le règlement du jeu/ }).check();
}

export async function playCode(page: Page, code: string): Promise<void> {
  await page.goto(GAME_PATH);
  await fillPlayForm(page, code);
  await page.getByRole('button', { name: 'Valider ma participation' }).click();
}

/** Step 1 then step 2 (a new address) of the winner's participation form. */
export async function completeParticipation(page: Page, city = 'Lyon'): Promise<void> {
  const form = page.getByTestId('participation');
  await form.getByLabel('Civilité').selectOption('Mme');
  await form.getByLabel('Prénom').fill('Camille');
  await form.getByLabel('Nom', { exact: true }).fill('Martin');
  await form.getByLabel('Adresse e-mail').fill('camille.martin@example.fr');
  await form.getByLabel('Téléphone').fill('0601020304');
  await form.getByRole('button', { name: 'Continuer' }).click();
  await form.getByLabel('Adresse', { exact: true }).fill('12 rue des Coquillettes');
  await form.getByLabel('Code postal').fill('69002');
  await form.getByLabel('Ville').fill(city);
  await form.getByRole('button', { name: 'Valider ma participation' }).click();
}
