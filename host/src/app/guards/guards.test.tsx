/**
 * @jest-environment ./host/src/app/testing/jsdom-with-fetch.js
 */
import { act, screen } from '@testing-library/react';
import { clearToasts } from 'shared-ui';
import {
  AFTER_GAME,
  DURING_GAME,
  DURING_TEASING,
  type FakeSession,
  MARIE,
  renderShell,
  TEST_CONFIG,
} from '../testing/shell-fixture';

afterEach(() => clearToasts());

describe('route guards (GUARD-3)', () => {
  describe('game routes: only the current game, only while it runs', () => {
    it('opens the current game while the schedule says running', async () => {
      renderShell({ path: '/le-jeu/star-academy/resultat', at: DURING_GAME, user: MARIE });
      expect(await screen.findByTestId('page-game-4-result')).toBeInTheDocument();
    });

    it('sends an anonymous visitor of the running game to /connexion with r (GUARD-4: logged-in users play)', async () => {
      const shell = renderShell({ path: '/le-jeu/star-academy', at: DURING_GAME });
      expect(await screen.findByTestId('page-auth')).toBeInTheDocument();
      expect(shell.location()).toBe(`/connexion?r=${encodeURIComponent('/le-jeu/star-academy')}`);
    });

    it.each([
      ['teasing', DURING_TEASING],
      ['ended', AFTER_GAME],
    ])('sends the visitor home while the game is %s', async (_phase, at) => {
      const shell = renderShell({ path: '/le-jeu/star-academy', at });
      expect(await screen.findByTestId('page-index')).toBeInTheDocument();
      expect(shell.location()).toBe('/');
    });

    it('sends home from a game that is not the current one, even during the window', async () => {
      const shell = renderShell({ path: '/le-jeu-mechamment-gourmand/bravo', at: DURING_GAME });
      expect(await screen.findByTestId('page-index')).toBeInTheDocument();
      expect(shell.location()).toBe('/');
    });

    it('follows the configured current game', async () => {
      const config = { ...TEST_CONFIG, game: { ...TEST_CONFIG.game, current: 2 as const } };
      renderShell({ path: '/le-jeu-mechamment-gourmand', at: DURING_GAME, config, user: MARIE });
      expect(await screen.findByTestId('page-game-2')).toBeInTheDocument();
    });

    it('reads the schedule from the injected clock, to the second (Paris time)', async () => {
      const justBefore = renderShell({ path: '/le-jeu/star-academy', at: '2025-09-30T23:59:59+02:00' });
      expect(await screen.findByTestId('page-index')).toBeInTheDocument();
      justBefore.unmount();
      renderShell({ path: '/le-jeu/star-academy', at: '2025-10-01T00:00:00+02:00', user: MARIE });
      expect(await screen.findByTestId('page-game-4')).toBeInTheDocument();
    });
  });

  describe('with the kit loaded after the first render', () => {
    /** The kit's loading, done when the test says: it reads the session (Marie logged in meanwhile). */
    function lateKit() {
      let finish: () => void = () => undefined;
      const done = new Promise<void>((resolve) => (finish = resolve));
      const ready = jest.fn(() => done);
      const loading = (session: FakeSession) => ({
        ready: () => {
          void done.then(() => (session.user = MARIE));
          return ready();
        },
        instanceId: undefined,
        onLoaded: () => () => undefined,
      });
      return { loading, ready, finish };
    }

    it('guards a page that reads the session once the session is loaded, not before', async () => {
      const kit = lateKit();
      const shell = renderShell({ path: '/mon-compte/mes-adresses', kitLoading: kit.loading });
      await act(async () => undefined);
      expect(kit.ready).toHaveBeenCalledTimes(1);
      expect(shell.location()).toBe('/mon-compte/mes-adresses');
      await act(async () => kit.finish());
      expect(await screen.findByTestId('page-profile-addresses')).toBeInTheDocument();
      expect(shell.location()).toBe('/mon-compte/mes-adresses');
    });

    it('loads a remote’s public page with the kit, and the shell’s own public pages without waiting for it', async () => {
      const kit = lateKit();
      const shell = renderShell({ path: '/', kitLoading: kit.loading });
      expect(await screen.findByTestId('page-index')).toBeInTheDocument();
      expect(kit.ready).not.toHaveBeenCalled();
      let navigation: Promise<void> = Promise.resolve();
      await act(async () => {
        navigation = shell.router.navigate('/la-grande-boutique-hors-connexion');
      });
      expect(kit.ready).toHaveBeenCalledTimes(1);
      expect(screen.queryByTestId('page-shop-limited')).not.toBeInTheDocument();
      await act(async () => {
        kit.finish();
        await navigation;
      });
      expect(await screen.findByTestId('page-shop-limited')).toBeInTheDocument();
    });
  });

  describe('authenticated layouts', () => {
    it('send anonymous visitors to /connexion with r = the wanted path', async () => {
      const shell = renderShell({ path: '/mon-compte/mes-adresses?tri=recent' });
      expect(await screen.findByTestId('page-auth')).toBeInTheDocument();
      expect(shell.location()).toBe(`/connexion?r=${encodeURIComponent('/mon-compte/mes-adresses?tri=recent')}`);
    });

    it('guard the contact page too (authenticated layout)', async () => {
      const shell = renderShell({ path: '/contact' });
      expect(await screen.findByTestId('page-auth')).toBeInTheDocument();
      expect(shell.location()).toBe('/connexion?r=%2Fcontact');
    });

    it('let logged-in users in', async () => {
      renderShell({ path: '/mon-compte/mon-historique/mes-commandes', user: MARIE });
      expect(await screen.findByTestId('page-profile-history-orders')).toBeInTheDocument();
    });

    it('close again when the user logs out on the page (guards re-run on session:changed)', async () => {
      const shell = renderShell({ path: '/mon-compte/mon-profil', user: MARIE });
      expect(await screen.findByTestId('page-profile-infos')).toBeInTheDocument();
      act(() => shell.session.setUser(null));
      expect(await screen.findByTestId('page-auth')).toBeInTheDocument();
      expect(shell.location()).toBe('/connexion?r=%2Fmon-compte%2Fmon-profil');
    });
  });

  describe('the shop', () => {
    it('sends anonymous visitors to the limited view instead, with r = the wanted path for after logging in', async () => {
      const shell = renderShell({ path: '/la-grande-boutique/declarer-mes-achats' });
      expect(await screen.findByTestId('page-shop-limited')).toBeInTheDocument();
      expect(shell.location()).toBe(
        `/la-grande-boutique-hors-connexion?r=${encodeURIComponent('/la-grande-boutique/declarer-mes-achats')}`,
      );
    });

    it('opens for logged-in users', async () => {
      renderShell({ path: '/la-grande-boutique', user: MARIE });
      expect(await screen.findByTestId('page-shop')).toBeInTheDocument();
    });
  });

  describe('auth routes', () => {
    it('are open to anonymous visitors', async () => {
      renderShell({ path: '/connexion/se-connecter' });
      expect(await screen.findByTestId('page-auth-login')).toBeInTheDocument();
    });

    it('send logged-in users to r when it is local', async () => {
      const shell = renderShell({ path: '/connexion/se-connecter?r=%2Fla-grande-boutique%2Fpanier', user: MARIE });
      expect(await screen.findByTestId('page-shop-basket')).toBeInTheDocument();
      expect(shell.location()).toBe('/la-grande-boutique/panier');
    });

    it.each(['https://evil.example/x', '//evil.example', '/%2F%2Fevil.example', ''])(
      'send logged-in users to the profile when r is %p',
      async (r) => {
        const shell = renderShell({ path: `/connexion?r=${encodeURIComponent(r)}`, user: MARIE });
        expect(await screen.findByTestId('page-profile')).toBeInTheDocument();
        expect(shell.location()).toBe('/mon-compte');
      },
    );

    it('send a visitor who just logged in on to r', async () => {
      const shell = renderShell({ path: '/connexion/se-connecter?r=%2Fcontact' });
      expect(await screen.findByTestId('page-auth-login')).toBeInTheDocument();
      act(() => shell.session.setUser(MARIE));
      expect(await screen.findByTestId('page-contact')).toBeInTheDocument();
    });
  });

  it('replaces legacy paths with their French page on client-side navigations', async () => {
    const shell = renderShell({ path: '/' });
    expect(await screen.findByTestId('page-index')).toBeInTheDocument();
    await shell.navigate('/eligible-products');
    expect(await screen.findByTestId('page-eligible-products')).toBeInTheDocument();
    expect(shell.router.state.historyAction).toBe('REPLACE');
  });
});
