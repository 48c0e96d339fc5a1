import { LoadError as SharedLoadError, LoadingRows as SharedLoadingRows } from 'shared-ui/data';
import { ACCOUNT_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

export { EmptyState } from 'shared-ui/data';

/** shared-ui's data states in the account's words. */
export function LoadingRows({ rows, testId }: { rows?: number; testId?: string }) {
  useSiteLanguage();
  return <SharedLoadingRows rows={rows} testId={testId} label={ACCOUNT_FR.common.loading} />;
}

export function LoadError({ onRetry, testId }: { onRetry: () => void; testId?: string }) {
  useSiteLanguage();
  return (
    <SharedLoadError
      text={ACCOUNT_FR.common.loadError}
      retryLabel={ACCOUNT_FR.common.retry}
      onRetry={onRetry}
      testId={testId}
    />
  );
}
