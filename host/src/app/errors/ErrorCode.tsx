import { HOST_FR } from '../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/**
 * « Erreur 404 · Page Not Found »: the error's status and the spec's English title of it (PAGE-ERROR-1/2), under the
 * page's French heading; the English words marked so that a screen reader says them in English.
 */
export function ErrorCode({ status, title }: { status: number; title: string }) {
  useSiteLanguage();
  return (
    <p className="error-code" data-testid="error-code">
      {HOST_FR.errors.errorCode(status)} · <span lang="en">{title}</span>
    </p>
  );
}
