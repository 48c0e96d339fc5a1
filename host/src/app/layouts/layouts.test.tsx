/**
 * @jest-environment ./host/src/app/testing/jsdom-with-fetch.js
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, pageSubjectAtom, uiStore } from 'shared-ui';
import { cardSlot, fakeKit, MARIE, renderShell } from '../testing/shell-fixture';
import { themeModeAtom } from '../theme-mode/theme-mode';

afterEach(() => {
  clearToasts();
  uiStore.set(themeModeAtom, 'light');
});

describe('layouts (LAYOUT-1)', () => {
  it('frames a page with header, breadcrumbs of the LAYOUT-3 titles, footer links and its background', async () => {
    renderShell({ path: '/faq' });
    await screen.findByTestId('page-faq');
    const frame = document.querySelector('[data-layout]');
    expect(frame).toHaveAttribute('data-layout', 'faq');
    expect(frame).toHaveAttribute('data-background', 'tertiary');
    const crumbs = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(crumbs).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Aide et FAQ')).toHaveAttribute('aria-current', 'page');
    const footer = screen.getByRole('navigation', { name: 'Liens légaux et aide' });
    expect(within(footer).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales');
    expect(within(footer).getByRole('link', { name: 'Conditions de la Boutique' })).toHaveAttribute(
      'href',
      '/conditions-de-la-boutique',
    );
    expect(screen.getByTestId('layout-hero')).toHaveTextContent('Une question sur le jeu');
  });

  it('gives each route its primary or tertiary background', async () => {
    const shell = renderShell({ path: '/comment-participer' });
    await screen.findByTestId('page-how-to-participate');
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-background', 'primary');
    await shell.navigate('/mentions-legales');
    await screen.findByTestId('page-legal-notices');
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-background', 'tertiary');
  });

  it('shows the stars pending beside the available ones, read from the card slot every remote reads', async () => {
    const getCardSlots = jest.fn(async () => [cardSlot(120, 30)]);
    renderShell({ path: '/', user: MARIE, kit: fakeKit({ getCardSlots }) });
    await waitFor(() => expect(screen.getByTestId('star-balance')).toHaveTextContent('120 étoiles · +30 en attente'));
    expect(getCardSlots).toHaveBeenCalledTimes(1);
  });

  it('shows Connexion to anonymous visitors, and stars, basket and account menu once logged in', async () => {
    const shell = renderShell({ path: '/' });
    await screen.findByTestId('page-index');
    expect(screen.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/connexion');
    expect(screen.queryByTestId('star-balance')).not.toBeInTheDocument();

    act(() => {
      shell.session.basket = {
        purchases: [
          { couponIdentifier: 'tablier', quantity: 2 },
          { couponIdentifier: 'casque', quantity: 1 },
        ],
      };
      shell.session.setUser(MARIE);
    });
    await waitFor(() => expect(screen.getByTestId('star-balance')).toHaveTextContent('42 étoiles'));
    expect(screen.getByRole('link', { name: 'Panier, 3 articles' })).toHaveAttribute(
      'href',
      '/la-grande-boutique/panier',
    );
    expect(screen.queryByRole('link', { name: 'Connexion' })).not.toBeInTheDocument();

    const accountMenu = screen.getByRole('button', { name: 'Marie, Mon compte' });
    expect(accountMenu).toHaveTextContent('Marie');
    await userEvent.click(accountMenu);
    expect(screen.getByText('Bonjour Marie !')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mon profil' })).toHaveAttribute('href', '/mon-compte/mon-profil');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Mon profil' })).not.toBeInTheDocument();
  });

  it("carries the page's local r on in the header's ways to log in, and drops a foreign one (GUARD-4)", async () => {
    const declare = encodeURIComponent('/la-grande-boutique/declarer-mes-achats');
    const shell = renderShell({ path: '/la-grande-boutique/declarer-mes-achats' });
    await screen.findByTestId('page-shop-limited');
    expect(screen.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', `/connexion?r=${declare}`);
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu mobile' });
    expect(within(menu).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      `/connexion/se-connecter?r=${declare}`,
    );
    expect(within(menu).getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      `/connexion/s-inscrire?r=${declare}`,
    );

    await shell.navigate(`/la-grande-boutique-hors-connexion?r=${encodeURIComponent('//evil.example')}`);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/connexion'));
  });

  it('points "Le Jeu" at the configured current game', async () => {
    renderShell({ path: '/' });
    await screen.findByTestId('page-index');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Le Jeu' })).toHaveAttribute('href', '/le-jeu/star-academy');
  });

  it('opens the mobile menu from its button, and closes it on navigation', async () => {
    renderShell({ path: '/' });
    await screen.findByTestId('page-index');
    const button = screen.getByRole('button', { name: 'Ouvrir le menu' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Menu mobile' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Aide et FAQ' }));
    await screen.findByTestId('page-faq');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu mobile' })).not.toBeInTheDocument());
  });

  it('shows the sub-navigation of the account layouts', async () => {
    renderShell({ path: '/mon-compte/mon-historique/mes-commandes', user: MARIE });
    await screen.findByTestId('page-profile-history-orders');
    const tabs = screen.getByRole('navigation', { name: 'Mon historique' });
    expect(within(tabs).getByRole('link', { name: 'Mes commandes' })).toHaveAttribute('aria-current', 'page');
  });

  it('switches to the dark theme and back (light by default)', async () => {
    renderShell({ path: '/' });
    await screen.findByTestId('page-index');
    await userEvent.click(screen.getByRole('button', { name: 'Thème sombre' }));
    expect(uiStore.get(themeModeAtom)).toBe('dark');
    expect(window.localStorage.getItem('lgb-theme')).toBe('dark');
    // The button names the theme it switches to: never « Thème sombre » while the dark theme is on.
    expect(screen.queryByRole('button', { name: 'Thème sombre' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Thème clair' }));
    expect(uiStore.get(themeModeAtom)).toBe('light');
    expect(screen.getByRole('button', { name: 'Thème sombre' })).toBeInTheDocument();
  });

  it('sets the French title, and after a navigation the canonical URL of the environment', async () => {
    const shell = renderShell({ path: '/faq' });
    await screen.findByTestId('page-faq');
    await shell.navigate('/produits-eligibles');
    await screen.findByTestId('page-eligible-products');
    expect(document.title).toBe('Produits éligibles · La Grande Boutique');
    // The first page's head is the server's; the next ones are written in the browser.
    await waitFor(() =>
      expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'http://localhost:3000/produits-eligibles',
      ),
    );
    await shell.navigate('/');
    await screen.findByTestId('page-index');
    expect(document.title).toBe('La Grande Boutique · Vos pâtes vous font gagner des cadeaux');
  });

  it("names the tab after the page's own subject when the page gives one (a goody's name)", async () => {
    renderShell({ path: '/faq' });
    await screen.findByTestId('page-faq');
    act(() => uiStore.set(pageSubjectAtom, 'Mug collector'));
    expect(document.title).toBe('Mug collector · La Grande Boutique');
    act(() => uiStore.set(pageSubjectAtom, null));
    expect(document.title).toBe('Aide et FAQ · La Grande Boutique');
  });
});
