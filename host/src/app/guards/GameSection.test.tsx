/**
 * @jest-environment ./host/src/app/testing/jsdom-with-fetch.js
 */
import { screen } from '@testing-library/react';
import { clearToasts } from 'shared-ui';
import { DURING_GAME, MARIE, renderShell } from '../testing/shell-fixture';
import { forgetGameOnLeaving, GAME_SECTION_ID } from './GameSection';

afterEach(() => {
  clearToasts();
  sessionStorage.clear();
});

describe('game section (GUARD-1: leaving every game route resets the game state)', () => {
  it('keeps the stored participation between game pages and forgets it as soon as the player leaves them', async () => {
    sessionStorage.setItem('lgb:game:participation', '{"codeId":1}');
    sessionStorage.setItem('another-app-key', 'kept');
    const shell = renderShell({ path: '/le-jeu/star-academy/resultat', at: DURING_GAME, user: MARIE });
    expect(await screen.findByTestId('page-game-4-result')).toBeInTheDocument();

    await shell.navigate('/le-jeu/star-academy/bravo');
    expect(await screen.findByTestId('page-game-4-winner')).toBeInTheDocument();
    expect(sessionStorage.getItem('lgb:game:participation')).toBe('{"codeId":1}');

    // Forgotten when the router commits the new location, before any page of it is drawn.
    await shell.navigate('/faq');
    expect(sessionStorage.getItem('lgb:game:participation')).toBeNull();
    expect(sessionStorage.getItem('another-app-key')).toBe('kept');
  });
});

describe('forgetGameOnLeaving', () => {
  type State = { matches: { route: { id: string } }[] };
  const at = (...ids: string[]): State => ({ matches: ids.map((id) => ({ route: { id } })) });

  function fakeRouter(state: State) {
    const listeners: ((next: State) => void)[] = [];
    return {
      state,
      subscribe(listener: (next: State) => void) {
        listeners.push(listener);
        return () => listeners.splice(listeners.indexOf(listener), 1);
      },
      go(next: State) {
        this.state = next;
        for (const listener of listeners) listener(next);
      },
    };
  }

  it('keeps the participation on a reload of a game page and forgets it on the first page outside the game', () => {
    sessionStorage.setItem('lgb:game:participation', '{"codeId":7}');
    const router = fakeRouter(at());
    forgetGameOnLeaving(router);
    router.go(at('root', GAME_SECTION_ID, 'game-4-result'));
    router.go(at('root', GAME_SECTION_ID, 'game-4-winner'));
    expect(sessionStorage.getItem('lgb:game:participation')).toBe('{"codeId":7}');
    router.go(at('root', 'shop'));
    expect(sessionStorage.getItem('lgb:game:participation')).toBeNull();
  });

  it('leaves storage alone on pages that were never in the game', () => {
    sessionStorage.setItem('lgb:game:participation', '{"codeId":7}');
    const router = fakeRouter(at('root', 'home'));
    forgetGameOnLeaving(router);
    router.go(at('root', 'faq'));
    expect(sessionStorage.getItem('lgb:game:participation')).toBe('{"codeId":7}');
  });
});
