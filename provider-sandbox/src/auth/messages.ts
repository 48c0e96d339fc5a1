/** French user messages of the auth errors (AUTH-5). */
export const AUTH_MESSAGES = {
  account_already_exists: 'Un compte existe déjà avec cette adresse e-mail.',
  unknown_email: 'Aucun compte n’est associé à cette adresse e-mail.',
  wrong_password: 'Le mot de passe est incorrect.',
  invalid_token: 'Ce lien de réinitialisation n’est plus valide. Merci d’en demander un nouveau.',
  password_mismatch: 'Les deux mots de passe ne correspondent pas.',
} as const;

/** The provider's password lengths (CONTRACT.md): the site's rule (shared-kit contracts password-rule.ts) fits within. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
