import { KitError } from 'shared-kit';
import { kitErrorMessage } from './kit-error-message';
import { MESSAGES_FR } from './fr';

const kitError = (code: string, status: number | undefined, userMessage: string) =>
  new KitError({ code, status, debug_message: 'POST /x answered', user_message: userMessage });

describe('kitErrorMessage: one rule for what a failed kit call says', () => {
  it.each([
    [
      'a refusal with a reason',
      kitError('not_enough_points', 400, "Vous n'avez pas assez d'étoiles."),
      "Vous n'avez pas assez d'étoiles.",
    ],
    ['no answer', kitError('CONNECTION_FAILED', undefined, 'Connexion impossible.'), 'Connexion impossible.'],
    [
      'an answer too late',
      kitError('TIMEOUT', undefined, 'Le service met trop de temps à répondre.'),
      'Le service met trop de temps à répondre.',
    ],
    ['a 5xx', kitError('SERVER_ERROR', 503, 'Le service est indisponible.'), MESSAGES_FR.unknownError],
    ['an expired session', kitError('UNAUTHORIZED', 401, 'Identifiants expirés.'), MESSAGES_FR.unknownError],
    ['a forbidden call', kitError('FORBIDDEN', 403, 'Accès refusé.'), MESSAGES_FR.unknownError],
    [
      'a kit-side refusal',
      kitError('invalid_parameter', undefined, 'Une information saisie est invalide.'),
      MESSAGES_FR.unknownError,
    ],
    ['an empty reason', kitError('not_buyable', 400, '  '), MESSAGES_FR.unknownError],
    ['not a kit error', Object.assign(new Error('boom'), { user_message: 'debug' }), MESSAGES_FR.unknownError],
    ['nothing', undefined, MESSAGES_FR.unknownError],
  ])('%s', (_case, error, expected) => {
    expect(kitErrorMessage(error)).toBe(expected);
  });

  it('uses the page’s own fallback when it has a better one', () => {
    expect(kitErrorMessage(kitError('SERVER_ERROR', 500, 'x'), 'L’envoi n’a pas abouti.')).toBe(
      'L’envoi n’a pas abouti.',
    );
  });
});
