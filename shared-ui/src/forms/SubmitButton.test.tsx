import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { EventBus } from 'shared-kit/core';
import { lightTheme } from '../theme/theme';
import { browserOnlineAtom, watchConnectivity } from '../state/connectivity';
import { uiStore } from '../state/ui-jotai';
import { SubmitButton } from './SubmitButton';

function renderButton(needsNetwork?: boolean) {
  render(
    <ThemeProvider theme={lightTheme}>
      <SubmitButton loading={false} label="Envoyer" loadingLabel="Envoi…" needsNetwork={needsNetwork} />
    </ThemeProvider>,
  );
  return screen.getByRole('button', { name: 'Envoyer' });
}

describe('SubmitButton and the network', () => {
  afterEach(() => uiStore.set(browserOnlineAtom, true));

  it('is disabled while the browser is offline, says why, and comes back with the network', () => {
    const page = Object.assign(new EventTarget(), { navigator: { onLine: true } }) as unknown as Window;
    const stop = watchConnectivity(new EventBus(), page, uiStore);
    try {
      const button = renderButton();
      expect(button).toBeEnabled();
      act(() => void page.dispatchEvent(new Event('offline')));
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Indisponible hors connexion');
      act(() => void page.dispatchEvent(new Event('online')));
      expect(button).toBeEnabled();
      expect(screen.queryByText('Indisponible hors connexion')).not.toBeInTheDocument();
    } finally {
      stop();
    }
  });

  it('a step that only moves on in the page stays usable offline', () => {
    uiStore.set(browserOnlineAtom, false);
    expect(renderButton(false)).toBeEnabled();
  });

  it('a service that does not answer does not disable it (the user may retry)', () => {
    const bus = new EventBus();
    const stop = watchConnectivity(
      bus,
      Object.assign(new EventTarget(), { navigator: { onLine: true } }) as never,
      uiStore,
    );
    try {
      const button = renderButton();
      act(() => bus.emit('connection:changed', { reachable: false }));
      expect(button).toBeEnabled();
    } finally {
      stop();
    }
  });
});
