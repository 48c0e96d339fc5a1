import type { ReactNode } from 'react';
import styled from '@emotion/styled';
// Through the package name: this entry is a federation module of its own (see use-user-data.ts).
import { Button, ButtonLink, MESSAGES_FR } from 'shared-ui';

/*
 * The states of a page part that reads data, the same in every remote: loading (placeholders the size of the
 * content, so nothing jumps), failed (said in the remote's words, with a retry) and empty (what to do about it).
 * The page-level variants fill the page while its main read is pending or failed.
 */

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
  padding: 0.5rem 0;
`;

const Skeleton = styled.div`
  display: grid;
  gap: 0.75rem;
  div {
    height: 4.5rem;
    border-radius: 12px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export function LoadingRows({ rows = 3, testId, label = MESSAGES_FR.loading }: LoadingProps & { rows?: number }) {
  return (
    <Skeleton role="status" aria-live="polite" data-testid={testId}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" />
      ))}
    </Skeleton>
  );
}

interface LoadingProps {
  testId?: string;
  label?: string;
}

interface FailedProps {
  /** What failed, in the remote's words. */
  text: string;
  retryLabel: string;
  onRetry: () => void;
  testId?: string;
}

export function LoadError({ text, retryLabel, onRetry, testId }: FailedProps) {
  return (
    <Box role="alert" data-testid={testId}>
      <p>{text}</p>
      <Button type="button" variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Box>
  );
}

export function EmptyState({
  text,
  cta,
  to,
  testId,
  children,
}: {
  text: string;
  cta: string;
  to: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Box data-testid={testId}>
      <p>{text}</p>
      {children}
      <ButtonLink to={to}>{cta}</ButtonLink>
    </Box>
  );
}

const PageBox = styled.div`
  padding: 2rem 1rem;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  display: grid;
  gap: 1rem;
  justify-items: center;
`;

/** Tall enough that what loads in its place never pushes visible content (the footer) down: no layout shift. */
const PageLoadingBox = styled(PageBox)`
  min-height: 70vh;
  align-content: start;
`;

export function PageLoading({ label = MESSAGES_FR.loading, testId }: LoadingProps) {
  return (
    <PageLoadingBox role="status" aria-live="polite" data-testid={testId}>
      {label}
    </PageLoadingBox>
  );
}

export function PageFailed({ text, retryLabel, onRetry, testId }: FailedProps) {
  return (
    <PageBox role="alert" data-testid={testId}>
      <p>{text}</p>
      <Button type="button" onClick={onRetry}>
        {retryLabel}
      </Button>
    </PageBox>
  );
}
