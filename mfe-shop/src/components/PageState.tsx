import styled from '@emotion/styled';
import { PageFailed as SharedPageFailed, PageLoading as SharedPageLoading } from 'shared-ui/data';
import { SHOP_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** Loading and failure states of a shop page: shared-ui's, in the shop's words. */
export function PageLoading() {
  useSiteLanguage();
  return <SharedPageLoading label={SHOP_FR.loading} />;
}

export function PageFailed({ onRetry }: { onRetry: () => void }) {
  useSiteLanguage();
  return <SharedPageFailed text={SHOP_FR.loadFailed} retryLabel={SHOP_FR.retry} onRetry={onRetry} />;
}

export const PageStack = styled.div`
  display: grid;
  gap: clamp(1rem, 3vw, 2rem);
  max-width: 1200px;
  margin: 0 auto;
  width: 100%;
`;
