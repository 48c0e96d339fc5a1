import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildRemoteVariant, serveRemoteFrom } from './support/remote-variant/remote-variant';
import { signUp } from './support/shell-helpers';
import { expect, test } from './support/fixtures';

/**
 * A remote built against other versions of the shared singletons than the host. The
 * host's copies are the ones in use; another minor is reported, another major of the kit refused.
 */
test.describe.configure({ timeout: 240_000 });

test('a shop built against another minor of the kit and of react is reported and works on the host copies; another major of the kit gets the fallback', async ({
  page,
  consoleErrors,
}) => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lgb-skew-'));
  const minor = path.join(work, 'minor');
  const major = path.join(work, 'major');
  buildRemoteVariant('shop', minor, undefined, { 'shared-kit': '1.5.0', react: '19.2.0' });
  buildRemoteVariant('shop', major, undefined, { 'shared-kit': '2.0.0' });
  await signUp(page.request);
  let server = await serveRemoteFrom('shop', minor);
  try {
    await page.goto('/la-grande-boutique');
    await expect(page.getByRole('heading', { level: 1, name: 'La Grande Boutique' })).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    await expect
      .poll(() => consoleErrors.join('\n'))
      .toContain('remote "shop" was built against shared-kit 1.5.0; the host shares 1.4.8');
    expect(consoleErrors.join('\n')).toContain('remote "shop" was built against react 19.2.0');
    // The host's kit is the one the page uses (one instance on the page).
    const instances = await page
      .locator('[data-kit-instance]')
      .evaluateAll((nodes) => [...new Set(nodes.map((node) => node.getAttribute('data-kit-instance')))]);
    expect(instances).toHaveLength(1);

    await server.restore();
    server = await serveRemoteFrom('shop', major);
    consoleErrors.length = 0;
    await page.goto('/la-grande-boutique');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('Cette partie du site est momentanément indisponible');
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    expect(consoleErrors.join('\n')).toContain('incompatible with the host');
  } finally {
    await server.restore();
    fs.rmSync(work, { recursive: true, force: true });
  }
});
