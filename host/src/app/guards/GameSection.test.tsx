/**
 * @jest-environment ./host/src/app/testing/jsdom-with-fetch.js
 */
import { act, screen } from '@testing-library/react';
import { clearToasts } from 'shared-ui';
import { DURING_GAME, MARIE, renderShell } from '../testing/shell-fixture';

afterEach(() => clearToasts());

describe('game section (spec §2: leaving every game route resets the game state)', () => {
  it('keeps the stored participation between game pages and forgets it when the player leaves them', async () => {
    sessionStorage.setItem('lgb:game:participation', '{"codeId":1}');
    sessionStorage.setItem('another-app-key', 'kept');
    const shell = renderShell({ path: '/le-jeu/star-academy/resultat', at: DURING_GAME, user: MARIE });
    expect(await screen.findByTestId('page-game-4-result')).toBeInTheDocument();

    await shell.navigate('/le-jeu/star-academy/bravo');
    expect(await screen.findByTestId('page-game-4-winner')).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(sessionStorage.getItem('lgb:game:participation')).toBe('{"codeId":1}');

    await shell.navigate('/faq');
    expect(await screen.findByTestId('page-faq')).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(sessionStorage.getItem('lgb:game:participation')).toBeNull();
    expect(sessionStorage.getItem('another-app-key')).toBe('kept');
  });
});
