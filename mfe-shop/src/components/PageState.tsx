import styled from '@emotion/styled';
import { Button } from 'shared-ui';
import { SHOP_FR } from '../messages/fr';

const Box = styled.div`
  padding: 2rem 1rem;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  display: grid;
  gap: 1rem;
  justify-items: center;
`;

/** Loading and failure states of a shop page, the same everywhere. */
/** Tall enough that what loads in its place never pushes visible content (the footer) down: no layout shift. */
const LoadingBox = styled(Box)`
  min-height: 70vh;
  align-content: start;
`;

export function PageLoading() {
  return (
    <LoadingBox role="status" aria-live="polite">
      {SHOP_FR.loading}
    </LoadingBox>
  );
}

export function PageFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert">
      <p>{SHOP_FR.loadFailed}</p>
      <Button type="button" onClick={onRetry}>
        {SHOP_FR.retry}
      </Button>
    </Box>
  );
}

export const PageStack = styled.div`
  display: grid;
  gap: clamp(1rem, 3vw, 2rem);
  max-width: 1200px;
  margin: 0 auto;
  width: 100%;
`;
