/**
 * @jest-environment ./host/src/app/testing/jsdom-with-fetch.js
 */
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { EventBus, PageNotFoundError } from 'shared-kit/core';
import { App } from '../App';
import { fixedClock } from 'shared-ui/testing';
import { DURING_GAME, FakeSession, ownedKit, renderShell, stubPages, TEST_CONFIG } from '../testing/shell-fixture';
import { ErrorPage, errorView } from './ErrorPage';
import type { PageLoader } from '../testing/shell-fixture';

describe('error pages (PAGE-ERROR-1)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows « Page introuvable » with the full path of an unknown URL, in the tab’s title too', async () => {
    renderShell({ path: '/pates/au-pesto?cuisson=8' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByTestId('error-path')).toHaveTextContent('/pates/au-pesto?cuisson=8');
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(document.title).toBe('Page introuvable · La Grande Boutique');
  });

  it("frames the 404 with the site's header and footer, says it in French and offers the useful pages", async () => {
    renderShell({ path: '/pates/au-pesto' });
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Page introuvable');
    expect(title).not.toHaveAttribute('lang');
    // The spec's title of the error stays, on a small line below, said as English.
    expect(screen.getByTestId('error-code')).toHaveTextContent('Erreur 404 · Page Not Found');
    expect(screen.getByText('Page Not Found')).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const useful = screen.getByRole('navigation', { name: 'Pages utiles' });
    expect(
      within(useful)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Accueil', '/'],
      ['La Grande Boutique', '/la-grande-boutique'],
      ['Produits éligibles', '/produits-eligibles'],
      ['Comment participer\u00a0?', '/comment-participer'],
      ['Aide et FAQ', '/faq'],
    ]);
  });

  it('shows « Page introuvable » for a dynamic segment that fails validation', async () => {
    renderShell({ path: '/la-grande-boutique/cadeau/goody%20mug/casque' });
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  });

  it('shows « Erreur interne du serveur » (500, the spec’s « Internal Server Error » below) when a page fails to load', async () => {
    const failing: PageLoader = async (route) => {
      if (route.name === 'faq') throw new Error('the FAQ chunk is broken');
      return stubPages(route);
    };
    renderShell({ path: '/faq', load: failing });
    expect(await screen.findByRole('heading', { name: 'Erreur interne du serveur' })).toBeInTheDocument();
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '500');
    expect(screen.getByTestId('error-code')).toHaveTextContent('Erreur 500 · Internal Server Error');
    expect(screen.getByText('Internal Server Error')).toHaveAttribute('lang', 'en');
    expect(document.title).toBe('Erreur interne du serveur · La Grande Boutique');
  });

  it('shows the 500 page when a page throws while rendering', async () => {
    const throwing: PageLoader = async () =>
      function Broken(): never {
        throw new Error('render failure');
      };
    renderShell({ path: '/faq', load: throwing });
    expect(await screen.findByRole('heading', { name: 'Erreur interne du serveur' })).toBeInTheDocument();
  });

  it('shows the 404 page when a remote page throws the shared PageNotFoundError', async () => {
    const missing: PageLoader = async () =>
      function UnknownReceipt(): never {
        throw new PageNotFoundError('/faq?recu=inconnu');
      };
    renderShell({ path: '/faq', load: missing });
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(screen.getByTestId('error-path')).toHaveTextContent('/faq?recu=inconnu');
  });

  it('turns an uncaught error anywhere on the page into the full 500 page', async () => {
    renderShell({ path: '/faq' });
    await screen.findByTestId('page-faq');
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('timer failure'), message: 'timer failure' }));
    });
    expect(await screen.findByRole('heading', { name: 'Erreur interne du serveur' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-faq')).not.toBeInTheDocument();
  });

  it('keeps the spec’s titles as the errors’ own (PAGE-ERROR-1/2): the page is French around them', () => {
    expect(errorView(new PageNotFoundError('/x'))).toEqual({ status: 404, title: 'Page Not Found', path: '/x' });
    expect(errorView(new Error('boom'))).toEqual({ status: 500, title: 'Internal Server Error' });
  });

  it('ignores browser noise that is not an application error', async () => {
    renderShell({ path: '/faq' });
    await screen.findByTestId('page-faq');
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    });
    expect(screen.getByTestId('page-faq')).toBeInTheDocument();
  });

  it('reloads once, instead of the 500 page, when a chunk failed outside a page route (drawer, dialog)', async () => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    // React.lazy rejects once: every render attempt rethrows that same failure.
    const vanished = Object.assign(new Error('Loading chunk 812 failed.'), { name: 'ChunkLoadError' });
    function PanelWhoseChunkVanished(): never {
      throw vanished;
    }
    const bus = new EventBus();
    const session = new FakeSession(bus, null);
    const { kit, kitOwner } = ownedKit(session, bus);
    const runtime = { config: TEST_CONFIG, session, clock: fixedClock(DURING_GAME), bus, kit, data: {} };
    const router = createMemoryRouter([{ path: '/', Component: PanelWhoseChunkVanished, ErrorBoundary: ErrorPage }]);
    render(
      <App runtime={runtime} services={{ session, kitOwner }}>
        <RouterProvider router={router} />
      </App>,
    );
    expect(await screen.findByTestId('chunk-reloading')).toBeInTheDocument();
    expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
  });
});
