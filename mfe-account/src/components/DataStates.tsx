import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Button, ButtonLink } from 'shared-ui';
import { ACCOUNT_FR } from '../messages/fr';

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

/** Placeholder rows the size of the content, so nothing jumps when the data arrives. */
export function LoadingRows({ rows = 3, testId }: { rows?: number; testId?: string }) {
  return (
    <Skeleton role="status" aria-live="polite" data-testid={testId}>
      <span className="visually-hidden">{ACCOUNT_FR.common.loading}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" />
      ))}
    </Skeleton>
  );
}

/** A read that failed: said in French, with a retry. */
export function LoadError({ onRetry, testId }: { onRetry: () => void; testId?: string }) {
  return (
    <Box role="alert" data-testid={testId}>
      <p>{ACCOUNT_FR.common.loadError}</p>
      <Button type="button" variant="secondary" onClick={onRetry}>
        {ACCOUNT_FR.common.retry}
      </Button>
    </Box>
  );
}

/** Nothing to list yet, and what to do about it. */
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
