import { keptPerValue, KIT_USER_MESSAGES } from 'shared-kit/core';
import { packageTexts } from 'shared-ui/i18n';

/**
 * French messages of the shell fixed word for word by the rules (AUTH-6, SESSION-2, SESSION-3), and the shared labels
 * remotes reuse (i18next namespace `shell`). Other shell copy lives next to the page that shows it.
 */
export const SHELL_FR = {
  criticalLogout: 'Une erreur critique est survenue, nous allons recharger la page.',
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
  // STARS-1: French plural rules (i18next's, from Intl.PluralRules) put 0 and 1 in `one`, 2 and more in `other`.
  stars_one: '{{value, number}} étoile',
  stars_many: '{{value, number}} étoiles',
  stars_other: '{{value, number}} étoiles',
} as const;

export const MESSAGES_FR = packageTexts('shell', SHELL_FR, (t) => ({
  /** AUTH-5: the text of every failure that is not a known answer (the kit's, also sent by the servers). */
  get unknownError(): string {
    return KIT_USER_MESSAGES.unknown;
  },
  /** SESSION-2: the toast of an unauthorized answer, the kit's text (also the session server's 401). */
  get sessionUnauthorized(): string {
    return KIT_USER_MESSAGES.unauthorized;
  },
  /** STARS-1: the star label is plural when the absolute value is at least 2. */
  stars: keptPerValue((count: number) => t('stars', { count: Math.abs(count), value: count })),
}));

export function starsLabel(count: number): string {
  return MESSAGES_FR.stars(count);
}
