/**
 * @jest-environment ./host/src/app/testing/jsdom-with-fetch.js
 */
import { act, screen } from '@testing-library/react';
import { clearToasts, showToast } from 'shared-ui';
import { logoutAndGoHome } from '../session/logout-flow';
import { FakeSession, MARIE, ownedKit, renderShell } from '../testing/shell-fixture';
import { EventBus } from 'shared-kit/core';

// The rule's figure, written here on purpose: the test must not read it back from the code it checks.
const TOAST_DEFAULT_MS = 4_000; // TOAST-1
const CRITICAL_RELOAD_DELAY_MS = 5_000; // SESSION-3

afterEach(() => {
  clearToasts();
  jest.useRealTimers();
});

describe('toasts (TOAST-1: 4 s by default)', () => {
  it('shows a toast and removes it after 4 s', async () => {
    renderShell({ path: '/' });
    await screen.findByTestId('page-index');
    jest.useFakeTimers();
    act(() => {
      showToast('Votre cadeau a été ajouté au panier.');
    });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Votre cadeau a été ajouté au panier.');
    act(() => jest.advanceTimersByTime(TOAST_DEFAULT_MS - 1));
    expect(screen.getByText('Votre cadeau a été ajouté au panier.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Votre cadeau a été ajouté au panier.')).not.toBeInTheDocument();
  });
});

describe('session events (SESSION-2)', () => {
  it('logs out with the unauthorized toast and goes home on session:unauthorized', async () => {
    const shell = renderShell({ path: '/mon-compte/mon-profil', user: MARIE });
    await screen.findByTestId('page-profile-infos');
    act(() => shell.bus.emit('session:unauthorized', { reason: 'provider answered 401' }));
    // The spec's words with the agreement corrected (« valides »).
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vos identifiants ne sont plus valides, merci de vous connecter à nouveau.',
    );
    expect(await screen.findByTestId('page-index')).toBeInTheDocument();
    expect(shell.session.logout).toHaveBeenCalledTimes(1);
    expect(shell.kit.unauthorizeUser).toHaveBeenCalled();
    expect(shell.location()).toBe('/');
  });

  it('ignores an unauthorized answer when nobody is logged in', async () => {
    const shell = renderShell({ path: '/faq' });
    await screen.findByTestId('page-faq');
    act(() => shell.bus.emit('session:unauthorized', { reason: 'public call' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(shell.session.logout).not.toHaveBeenCalled();
  });

  it('shows the critical error and reloads after 5 s when the logout fails', async () => {
    const bus = new EventBus();
    const session = new FakeSession(bus, MARIE);
    session.logout.mockRejectedValueOnce(new Error('503'));
    const reload = jest.fn();
    const timers: Array<[() => void, number]> = [];
    const navigateHome = jest.fn();
    const outcome = await logoutAndGoHome({
      session,
      kitOwner: ownedKit(session, bus).kitOwner,
      navigateHome,
      reload,
      setTimer: (run, ms) => timers.push([run, ms]),
    });
    expect(outcome).toBe('reloading');
    expect(navigateHome).not.toHaveBeenCalled();
    expect(timers).toHaveLength(1);
    expect(timers[0]?.[1]).toBe(CRITICAL_RELOAD_DELAY_MS);
    expect(reload).not.toHaveBeenCalled();
    timers[0]?.[0]();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never writes the basket after an order: the shop empties it once, as the order completes', async () => {
    // Two writers (the shop at completion, the host on leaving the summary) raced: one owner, the shop's basket store.
    const shell = renderShell({ path: '/la-grande-boutique/commande/recapitulatif', user: MARIE });
    await screen.findByTestId('page-shop-order-summary');
    const heard: string[] = [];
    shell.bus.on('card:refresh', () => heard.push('card'));
    shell.bus.on('catalog:refresh', () => heard.push('catalog'));
    act(() => shell.bus.emit('order:completed', { orderedCouponIdentifiers: ['tablier'] }));
    await shell.navigate('/la-grande-boutique');
    await screen.findByTestId('page-shop');
    await act(async () => undefined);
    expect(shell.session.saveBasket).not.toHaveBeenCalled();
    expect(heard).toEqual([]);
  });

  it('keeps the basket when the summary is left without a completed order', async () => {
    const shell = renderShell({ path: '/la-grande-boutique/commande/recapitulatif', user: MARIE });
    await screen.findByTestId('page-shop-order-summary');
    await shell.navigate('/la-grande-boutique');
    await screen.findByTestId('page-shop');
    expect(shell.session.saveBasket).not.toHaveBeenCalled();
  });
});
