/**
 * @jest-environment ./host/src/app/testing/jsdom-with-fetch.js
 */
import { screen, within } from '@testing-library/react';
import { uiStore } from 'shared-ui';
import type { PageLoader } from '../app/testing/shell-fixture';
import { renderShell, stubPages } from '../app/testing/shell-fixture';
import { themeModeAtom } from '../app/theme-mode/theme-mode';

const realHome: PageLoader = async (route) =>
  route.name === 'index' ? (await import('./HomePage')).default : stubPages(route);

afterEach(() => uiStore.set(themeModeAtom, 'light'));

async function stepCards() {
  const steps = (await screen.findByRole('heading', { level: 2, name: /Comment ça marche/ })).closest('section');
  return within(steps as HTMLElement).getAllByRole('listitem');
}

describe('home « Comment ça marche ? » cards', () => {
  it('are the theme’s cards in the dark theme: dark surface, light words', async () => {
    uiStore.set(themeModeAtom, 'dark');
    renderShell({ path: '/', load: realHome });
    const cards = await stepCards();
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card).toHaveStyle({ backgroundColor: '#241c18', color: '#f5ede4' });
  });

  it('stay white with dark words in the light theme', async () => {
    renderShell({ path: '/', load: realHome });
    for (const card of await stepCards()) expect(card).toHaveStyle({ backgroundColor: '#ffffff', color: '#1f1a17' });
  });
});
