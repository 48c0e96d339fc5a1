import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../scripts/stack';
import { buildRemoteVariant, deployOver, serveRemoteFrom } from './support/remote-variant/remote-variant';
import { readStackState } from './support/stack-state';
import { expect, test } from './support/fixtures';

/**
 * One remote goes live on its own. A second build of the auth remote (its login title
 * changed), browser and server builds, is copied over the folder its manifest URL serves, while the site runs: no
 * host rebuild, no session-server restart; the server-rendered HTML of its pages changes too.
 */
const NEW_TITLE = 'Se connecter (nouvelle version)';

/** A page as the server sends it to a new anonymous visitor (no browser, no script). */
async function serverHtml(pathname: string): Promise<string> {
  const response = await fetch(`http://localhost:3000${pathname}`, { headers: { Accept: 'text/html' } });
  return response.text();
}

test.describe.configure({ timeout: 180_000 });

test('a new build of one remote reaches new visits, and a page opened before keeps working', async ({
  browser,
  consoleErrors,
}) => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lgb-deploy-'));
  const served = path.join(work, 'served');
  const v2 = path.join(work, 'v2');
  fs.cpSync(path.join(ROOT, 'mfe-auth', 'dist'), served, { recursive: true });
  buildRemoteVariant(
    'auth',
    v2,
    { file: 'src/messages/fr.ts', from: "title: 'Se connecter',", to: `title: '${NEW_TITLE}',` },
    undefined,
    { server: true },
  );
  const sitePid = readStackState().pids.site;
  const server = await serveRemoteFrom('auth', served);
  const before = await browser.newContext();
  const after = await browser.newContext();
  try {
    // A visitor opens the login page on the current version and records the remote's files.
    const oldPage = await before.newPage();
    const oldErrors: string[] = [];
    oldPage.on('console', (message) => message.type() === 'error' && oldErrors.push(message.text()));
    await oldPage.goto('/connexion/se-connecter');
    await expect(oldPage.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    const oldAssets = fs.readdirSync(path.join(served, 'assets'));
    expect(await serverHtml('/connexion/se-connecter')).toContain('id="login"');

    deployOver(served, v2);

    // The server renders the page from the new server build once it has read the remote's manifest again (every
    // few seconds in this stack, every minute in production), without a restart.
    await expect.poll(() => serverHtml('/connexion/se-connecter'), { timeout: 20_000 }).toContain(NEW_TITLE);
    const newAssets = fs
      .readdirSync(path.join(v2, 'assets'))
      .filter((file) => file.endsWith('.js') && !oldAssets.includes(file));
    expect(newAssets.length).toBeGreaterThan(0);

    // A new visit gets the new version from the unchanged manifest URL.
    const newPage = await after.newPage();
    const fetched: string[] = [];
    newPage.on('response', (response) => fetched.push(response.url()));
    newPage.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await newPage.goto('/connexion/se-connecter');
    await expect(newPage.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();
    expect(fetched.some((url) => newAssets.some((file) => url.endsWith(`/assets/${file}`)))).toBe(true);

    // The page opened before keeps working: its next remote page comes from the chunks it knows,
    // which the deploy left in place (or, at worst, one reload through the chunk guard).
    await oldPage.getByRole('link', { name: 'Créer un compte' }).click();
    await expect(oldPage).toHaveURL(/\/connexion\/s-inscrire/);
    await expect(oldPage.getByRole('heading', { level: 1, name: 'S’inscrire' })).toBeVisible();
    await expect(oldPage.getByText('Internal Server Error')).toHaveCount(0);

    // Neither the host nor the session server moved, and the singleton checks stayed silent.
    expect(readStackState().pids.site).toBe(sitePid);
    expect(() => process.kill(sitePid ?? -1, 0)).not.toThrow();
    expect([...oldErrors, ...consoleErrors].filter((text) => text.includes('[federation]'))).toEqual([]);
  } finally {
    await before.close();
    await after.close();
    await server.restore();
    fs.rmSync(work, { recursive: true, force: true });
  }
});
