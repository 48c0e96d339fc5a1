import { IDENTIFIER_MESSAGES, PASSWORD_MIN_LENGTH } from 'shared-kit/contracts';
import { packageTexts } from 'shared-ui/i18n';
/**
 * French texts of the shared form pieces (labels of the show switch, password rules, validation
 * messages that several remotes use). A remote's own words stay in its `messages/fr.ts`.
 */
const FR = {
  /** The empty choice of every civility list of the site. */
  civilityPlaceholder: 'Choisir…',
  showPasswords: 'Afficher les mots de passe',
  validation: {
    emailRequired: 'Merci de saisir votre adresse e-mail.',
    emailInvalid: 'Cette adresse e-mail n’est pas valide.',
    /** The identifiers' one rule (shared-kit contracts identifier-rules.ts), in the words the servers use too. */
    emailInvisible: IDENTIFIER_MESSAGES.emailInvisible,
    emailMixedScripts: IDENTIFIER_MESSAGES.emailMixedScripts,
    nameWithoutLetter: IDENTIFIER_MESSAGES.nameWithoutLetter,
    passwordRequired: 'Merci de saisir votre mot de passe.',
    passwordRules: 'Le mot de passe ne respecte pas les règles ci-dessous.',
    confirmationRequired: 'Merci de confirmer le mot de passe.',
    confirmationMismatch: 'Les deux mots de passe ne correspondent pas.',
    firstNameRequired: 'Merci de saisir votre prénom.',
    lastNameRequired: 'Merci de saisir votre nom.',
    tooLong: 'Ce champ est trop long.',
  },
  passwordRules: {
    title: 'Votre mot de passe doit contenir\u00a0:',
    minLength: 'au moins {{min}} caractères',
    letter: 'au moins une lettre',
    digit: 'au moins un chiffre',
    met: 'respecté',
    unmet: 'non respecté',
  },
} as const;

export const FORMS_FR = packageTexts('forms', FR, (t) => ({
  passwordRules: {
    /** Said with the rule's own number (shared-kit contracts `PASSWORD_MIN_LENGTH`). */
    get minLength(): string {
      return t('passwordRules.minLength', { min: PASSWORD_MIN_LENGTH });
    },
  },
}));
