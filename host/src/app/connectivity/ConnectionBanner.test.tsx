import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { EventBus } from 'shared-kit/core';
import { lightTheme, uiStore, watchConnectivity } from 'shared-ui';
import { CONNECTION_BACK_NOTICE_MS, ConnectionBanner } from './ConnectionBanner';

function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  return Object.assign(target, { navigator: { onLine } }) as unknown as Window;
}

describe('the connection banner', () => {
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('says the page is offline, then that the connection is back, then goes', () => {
    jest.useFakeTimers();
    const page = fakeWindow(true);
    stop = watchConnectivity(new EventBus(), page, uiStore);
    render(
      <ThemeProvider theme={lightTheme}>
        <ConnectionBanner />
      </ThemeProvider>,
    );
    const banner = screen.getByTestId('connection-banner');
    expect(banner).toHaveAttribute('role', 'status');
    expect(banner).toBeEmptyDOMElement();

    act(() => void page.dispatchEvent(new Event('offline')));
    expect(banner.textContent).toBe(
      'Vous êtes hors connexion. Ce que vous avez saisi est conservé\u00a0: vous pourrez l’envoyer dès le retour du réseau.',
    );
    act(() => void page.dispatchEvent(new Event('online')));
    expect(banner).toHaveTextContent('Connexion rétablie.');
    act(() => void jest.advanceTimersByTime(CONNECTION_BACK_NOTICE_MS));
    expect(banner).toBeEmptyDOMElement();
  });

  it('says the service does not answer when the kit gets no answer, until a call is answered again', () => {
    const bus = new EventBus();
    stop = watchConnectivity(bus, fakeWindow(true), uiStore);
    render(
      <ThemeProvider theme={lightTheme}>
        <ConnectionBanner />
      </ThemeProvider>,
    );
    const banner = screen.getByTestId('connection-banner');
    act(() => bus.emit('connection:changed', { reachable: false }));
    expect(banner).toHaveTextContent('Le service ne répond pas pour le moment.');
    act(() => bus.emit('connection:changed', { reachable: true }));
    expect(banner).toHaveTextContent('Connexion rétablie.');
  });
});
