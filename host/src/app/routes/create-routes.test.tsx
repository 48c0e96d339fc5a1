/**
 * @jest-environment ./host/src/app/testing/jsdom-with-fetch.js
 */
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { LEGACY_REDIRECTS } from 'shared-kit/core';
import { renderShell } from '../testing/shell-fixture';
import { createRoutes } from './create-routes';

function pathsOf(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

describe('the site’s routes in the browser', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('leave a legacy path reached by a link for its French page, query kept (ROUTE-6)', async () => {
    const shell = renderShell({ path: '/faq' });
    await waitFor(() => expect(shell.router.state.navigation.state).toBe('idle'));
    await shell.navigate('/eligible-products?source=mail');
    await waitFor(() => expect(shell.location()).toBe('/produits-eligibles?source=mail'));
    await shell.navigate('/GAME/jslots/');
    await waitFor(() => expect(shell.location()).toBe('/'));
  });

  it('answer the 404 for an address that is neither a page nor a legacy path', async () => {
    renderShell({ path: '/shop/unknown' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });

  // The browser's router flattens and ranks every branch as the page starts: a legacy path is looked up when nothing
  // else matched, not given a branch of its own.
  it('give no legacy path a route of its own', () => {
    const paths = pathsOf(createRoutes());
    for (const legacy of Object.keys(LEGACY_REDIRECTS)) expect(paths).not.toContain(legacy);
    expect(paths).toContain('*');
  });
});
