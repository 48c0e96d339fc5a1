/** GAME-BURN-2: the French message of each error, word for word. */
export const BURN_MESSAGES = {
  not_existing: 'Code invalide',
  not_accessible: 'Code non valide',
  already_burned: 'Code déjà utilisé',
  empty: 'Aucun code n’a été indiqué',
  too_much_time_elapsed_since_code_input: 'Vous avez rentré ce code il y a trop longtemps, il a expiré',
  locked: 'Trop de demandes simultanées. Merci de retenter dans un instant.',
} as const;

export type BurnError = keyof typeof BURN_MESSAGES;
