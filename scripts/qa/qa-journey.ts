import { expect, type Page } from '@playwright/test';

/** What a QA tester does in the shell's panel, for the remotes' journeys. */
export async function usePersona(
  page: Page,
  label: string,
): Promise<{ email: string | null; password: string | null }> {
  await page.getByLabel('Choisir un persona').selectOption({ label });
  await page.getByRole('button', { name: 'Appliquer' }).click();
  const result = page.getByTestId('qa-persona-result');
  await expect(result).toBeVisible({ timeout: 20_000 });
  const text = (await result.textContent()) ?? '';
  const match = /\(([^ ]+@[^ ]+) \/ ([^)]+)\)/.exec(text);
  return { email: match?.[1] ?? null, password: match?.[2] ?? null };
}

/** Opens the shell at `path` and waits until it has started (config, kit and session). */
export async function openShell(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByText('Panneau QA', { exact: true })).toBeVisible({ timeout: 30_000 });
}

export function busLog(page: Page) {
  return page.getByTestId('qa-bus-log');
}

/** The shell's QA panel, so its fields never clash with the page's own labels. */
export function qaPanel(page: Page) {
  return page.locator('details[aria-label="Panneau QA"]');
}
