/**
 * @jest-environment ./host/src/app/testing/jsdom-with-fetch.js
 */
import { screen } from '@testing-library/react';
import type { PageLoader } from '../app/testing/shell-fixture';
import { TEST_CONFIG, renderShell, stubPages } from '../app/testing/shell-fixture';

const pages: PageLoader = async (route) => {
  if (route.name === 'legal-notices') return (await import('./LegalNoticesPage')).default;
  if (route.name === 'faq') return (await import('./FaqPage')).default;
  if (route.name === 'how-to-participate') return (await import('./HowToParticipatePage')).default;
  return stubPages(route);
};

describe('legal and trust texts', () => {
  it('names the publisher and the host from the configuration', async () => {
    renderShell({ path: '/mentions-legales', load: pages });
    expect(await screen.findByTestId('legal-publisher')).toHaveTextContent(
      'édité par Pâtes Test SAS, 1 rue du Test, 75000 Paris, RCS Paris 111 111 111',
    );
    expect(screen.getByTestId('legal-publisher')).toHaveTextContent('Camille Test');
    expect(screen.getByTestId('legal-host')).toHaveTextContent(
      'hébergé par Hébergeur Test, 2 rue du Serveur, 59000 Lille, téléphone : 03 20 00 00 00',
    );
  });

  it('says the game needs a code and a proof of purchase, never « sans obligation d’achat »', async () => {
    renderShell({ path: '/mentions-legales', load: pages });
    await screen.findByTestId('legal-publisher');
    expect(document.body.textContent).not.toMatch(/sans obligation d.achat/);
    expect(document.body.textContent).toContain('Jeu avec obligation d\u2019achat');
    expect(document.body.textContent).toContain('un code unique présent dans les paquets participants');
  });

  it('names the current game in the FAQ', async () => {
    renderShell({ path: '/faq', load: pages, config: { ...TEST_CONFIG, game: { ...TEST_CONFIG.game, current: 3 } } });
    expect(
      await screen.findByRole('button', { name: 'Comment participer au jeu Les jours extraordinaires\u00a0?' }),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('Star Academy');
  });

  it('counts the steps of « Comment participer ? » as it lists them', async () => {
    renderShell({ path: '/comment-participer', load: pages });
    const steps = await screen.findAllByTestId('participation-step');
    const words = ['', 'Une', 'Deux', 'Trois', 'Quatre', 'Cinq'];
    const said = document.body.textContent?.match(/(Une|Deux|Trois|Quatre|Cinq) étapes/g) ?? [];
    expect(said.length).toBeGreaterThan(0);
    for (const phrase of said) expect(phrase).toBe(`${words[steps.length]} étapes`);
  });
});
