import { EventBus } from 'shared-kit/core';
import { clearToasts, toastsAtom, uiStore } from 'shared-ui';
import { sayWhenSessionEnded } from './session-ended';

afterEach(() => clearToasts());

const toastTexts = () => uiStore.get(toastsAtom).map((toast) => toast.text);
const ENDED = 'Vos identifiants ne sont plus valides, merci de vous connecter à nouveau.';

describe('a session ended from elsewhere', () => {
  it('is said once the page is interactive, never under its hydration', () => {
    const bus = new EventBus();
    const page = sayWhenSessionEnded(bus);
    bus.emit('session:ended', {});
    expect(toastTexts()).toEqual([]);
    page.interactive();
    expect(toastTexts()).toEqual([ENDED]);
    expect(uiStore.get(toastsAtom)[0]?.kind).toBe('error');
  });

  it('is said at once when heard later (the session read once the page is idle)', () => {
    const bus = new EventBus();
    sayWhenSessionEnded(bus).interactive();
    expect(toastTexts()).toEqual([]);
    bus.emit('session:ended', {});
    expect(toastTexts()).toEqual([ENDED]);
  });
});
