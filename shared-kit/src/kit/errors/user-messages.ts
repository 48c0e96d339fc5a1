import { UNAUTHORIZED_MESSAGE, UNKNOWN_ERROR_MESSAGE } from '../../contracts/session-api';
import { UNSAFE_TEXT_MESSAGE } from '../../contracts/text-rules';
import { packageTexts } from '../../i18n/package-texts';

/**
 * French texts put in `user_message` when the kit itself refuses a call (the provider's answers carry their own
 * French `user_message`, which is kept as is), i18next namespace `kit`. The two the servers send too are the
 * contracts' French (`unknown`: AUTH-5, `unauthorized`: SESSION-2, `unsafeText`: the forms' refusal of control
 * characters).
 */
const FR = {
  generic: 'Une erreur est survenue.',
  invalidParameter: 'Une information saisie est invalide.',
  notInitialized: 'Le service de fidélité n’est pas encore prêt, merci de réessayer dans un instant.',
  noUser: 'Vous devez être connecté pour effectuer cette action.',
  connectionFailed: 'Connexion impossible. Vérifiez votre connexion internet puis réessayez.',
  timeout:
    'Le service met trop de temps à répondre. Vérifiez votre connexion puis réessayez\u00a0: ce que vous avez saisi est conservé.',
  serverError: 'Le service est momentanément indisponible, merci de réessayer plus tard.',
  unauthorized: UNAUTHORIZED_MESSAGE,
  forbidden: 'Vous n’avez pas accès à cette ressource.',
  wrongPlatform: 'Cette action n’est possible que depuis un navigateur.',
  batchBeingSent: 'Vos preuves d’achat sont en cours d’envoi.',
  batchAlreadySent: 'Ces preuves d’achat ont déjà été envoyées.',
  noFileInput: 'Aucun fichier à envoyer.',
  unknown: UNKNOWN_ERROR_MESSAGE,
  unsafeText: UNSAFE_TEXT_MESSAGE,
} as const;

export const KIT_USER_MESSAGES = packageTexts('kit', FR);
