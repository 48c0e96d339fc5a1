/**
 * GAME-BURN-2, word for word: what each provider code says beside the code field, any other « Une erreur est
 * survenue. ». Written here as literals, once, for the tests of the code step and of its state (`use-play`).
 */
export const BURN_MESSAGES: readonly (readonly [code: string, message: string])[] = [
  ['not_existing', 'Code invalide'],
  ['not_accessible', 'Code non valide'],
  ['already_burned', 'Code déjà utilisé'],
  ['empty', 'Aucun code n’a été indiqué'],
  ['too_much_time_elapsed_since_code_input', 'Vous avez rentré ce code il y a trop longtemps, il a expiré'],
  ['locked', 'Trop de demandes simultanées. Merci de retenter dans un instant.'],
  ['SERVER_ERROR', 'Une erreur est survenue.'],
  ['invalid_parameter', 'Une erreur est survenue.'],
];
