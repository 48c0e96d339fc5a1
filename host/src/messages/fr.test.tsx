/**
 * @jest-environment ./host/src/app/testing/jsdom-with-fetch.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import { siteI18n } from 'shared-ui/i18n';
import { backToFrench, speakSecondLanguage } from 'shared-ui/testing';
import type { PageLoader } from '../app/testing/shell-fixture';
import { cardSlot, fakeKit, MARIE, renderShell, stubPages } from '../app/testing/shell-fixture';
import { HOST_FR } from './fr';

// Whole shells whose pages load on a first import: generous on a shared machine (its waits are longer than 5 s).
jest.setTimeout(30_000);

describe('the shell’s words through i18next (namespace host)', () => {
  afterEach(async () => {
    await siteI18n().changeLanguage('fr');
  });

  it('says the basket and the unread notifications with French plurals from i18next', () => {
    expect([1, 2, 5].map((count) => HOST_FR.basket.items(count))).toEqual([
      'Panier, 1 article',
      'Panier, 2 articles',
      'Panier, 5 articles',
    ]);
    expect(HOST_FR.bell.unread(1)).toBe('Notifications, 1 non lue');
    expect(HOST_FR.bell.unread(3)).toBe('Notifications, 3 non lues');
  });

  it('frames a page in another language with resources only: header, breadcrumbs, footer, route titles', async () => {
    const i18n = siteI18n();
    i18n.addResourceBundle('en', 'host', {
      nav: { main: 'Main navigation', game: 'The Game', faq: 'Help and FAQ' },
      frame: { breadcrumbs: 'Breadcrumbs' },
      footer: { links: 'Legal and help links' },
      routes: { crumbs: { Accueil: 'Home', 'Aide-et-FAQ': 'Help and FAQ' } },
    });
    i18n.addResourceBundle('en', 'shell', { stars_one: '{{formatted}} star', stars_other: '{{formatted}} stars' });
    await i18n.changeLanguage('en');
    const shell = renderShell({ path: '/faq' });
    await screen.findByTestId('page-faq');
    const main = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(main).getByRole('link', { name: 'The Game' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Help and FAQ')).toHaveAttribute('aria-current', 'page');
    const footer = screen.getByRole('navigation', { name: 'Legal and help links' });
    expect(within(footer).getByRole('link', { name: 'Help and FAQ' })).toBeInTheDocument();
    // A text the second language does not have yet falls back to French.
    expect(within(footer).getByRole('link', { name: 'Mentions légales' })).toBeInTheDocument();
    shell.unmount();
  });

  it('changes language after the first render without a reload: frame, page, plurals and numbers', async () => {
    const pages: PageLoader = async (route) =>
      route.name === 'faq' ? (await import('../pages/FaqPage')).default : stubPages(route);
    const kit = fakeKit({ getCardSlots: jest.fn(async () => [cardSlot(1234, 5)]) });
    const shell = renderShell({ path: '/faq', load: pages, user: MARIE, kit });
    await screen.findByRole('heading', { level: 1, name: 'Aide et FAQ' }, { timeout: 10_000 });
    await waitFor(() => expect(screen.getByTestId('star-balance')).toHaveTextContent('1 234 étoiles · +5 en attente'));
    try {
      await speakSecondLanguage();
      const main = screen.getByRole('navigation', { name: 'Navigation principale (en)' });
      expect(within(main).getByRole('link', { name: 'Le Jeu (en)' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Aide et FAQ (en)' })).toBeInTheDocument();
      // The number in the language's format, the plural from its rules.
      expect(screen.getByTestId('star-balance')).toHaveTextContent('1,234 étoiles (en) · +5 en attente (en)');
      expect(screen.queryByText('Aide et FAQ')).not.toBeInTheDocument();
    } finally {
      await backToFrench();
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Aide et FAQ' })).toBeInTheDocument();
    shell.unmount();
  });
});
