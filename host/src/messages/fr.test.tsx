/**
 * @jest-environment ./host/src/app/testing/jsdom-with-fetch.js
 */
import { screen, within } from '@testing-library/react';
import { siteI18n } from 'shared-ui/i18n';
import { renderShell } from '../app/testing/shell-fixture';
import { HOST_FR } from './fr';

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
});
