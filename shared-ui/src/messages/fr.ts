import { UNKNOWN_SESSION_ERROR_MESSAGE } from 'shared-kit';

/**
 * French messages of the shell fixed word for word by the rules (AUTH-6, SESSION-2, SESSION-3), and the shared labels
 * remotes reuse. Other shell copy lives next to the page that shows it.
 */
export const MESSAGES_FR = {
  sessionUnauthorized: 'Vos identifiants ne sont plus valide, merci de vous connecter à nouveau.',
  criticalLogout: 'Une erreur critique est survenue, nous allons recharger la page.',
  unknownError: UNKNOWN_SESSION_ERROR_MESSAGE,
  genericError: 'Une erreur est survenue.',
  pageNotFound: 'Page Not Found',
  internalServerError: 'Internal Server Error',
  newVersion: 'Une nouvelle version du site est disponible.',
  reload: 'Recharger la page',
  loading: 'Chargement…',
  offline:
    'Vous êtes hors connexion. Ce que vous avez saisi est conservé\u00a0: vous pourrez l’envoyer dès le retour du réseau.',
  unreachable:
    'Le service ne répond pas pour le moment. Ce que vous avez saisi est conservé\u00a0: réessayez dans un instant.',
  connectionBack: 'Connexion rétablie.',
  connectionRegion: 'État de la connexion',
  offlineAction: 'Indisponible hors connexion',
} as const;

/** STARS-1: the star label is plural when the absolute value is at least 2. */
export function starsLabel(count: number): string {
  return `${count.toLocaleString('fr-FR')} ${Math.abs(count) >= 2 ? 'étoiles' : 'étoile'}`;
}
