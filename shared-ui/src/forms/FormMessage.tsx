import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';

const Box = styled.div<{ tone: 'error' | 'success' }>`
  padding: 0.75rem 1rem;
  border-radius: 10px;
  border: 2px solid ${({ theme, tone }) => (tone === 'error' ? theme.colors.danger : theme.colors.success)};
  color: ${({ theme, tone }) => (tone === 'error' ? theme.colors.danger : theme.colors.success)};
  background: ${({ theme }) => theme.colors.surface};
  &:focus {
    outline: 3px solid currentColor;
    outline-offset: 2px;
  }
`;

/**
 * The form-level outcome (AUTH-1: each form has an error text and a success state). It is
 * announced (alert/status) and takes the focus, so a keyboard or screen-reader user lands on it.
 */
export function FormMessage({
  tone,
  children,
  testId,
}: {
  tone: 'error' | 'success';
  children: string;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [children]);
  return (
    <Box ref={ref} tone={tone} role={tone === 'error' ? 'alert' : 'status'} tabIndex={-1} data-testid={testId}>
      {children}
    </Box>
  );
}
