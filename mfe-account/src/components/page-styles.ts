import styled from '@emotion/styled';
import { mq } from 'shared-ui';

/** A titled part of an account page (the page itself is the card). */
export const Panel = styled.section`
  & + & {
    margin-top: 1.75rem;
    padding-top: 1.5rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h2 {
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.25rem;
    margin: 0 0 0.75rem;
  }
`;

/** A form column that stays readable on wide screens. */
export const Narrow = styled.div`
  max-width: 560px;
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  align-items: center;
  margin-top: 0.75rem;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Two columns from the small breakpoint up, one on phones. */
export const TwoColumns = styled.div`
  display: grid;
  gap: 1rem;
  ${mq.up(600)} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A small text button (Modifier, Supprimer…) with a visible focus ring and a 44 px target. */
export const TextButton = styled.button<{ tone?: 'danger' }>`
  min-height: 44px;
  padding: 0.4rem 0.9rem;
  border-radius: 999px;
  border: 2px solid ${({ theme, tone }) => (tone === 'danger' ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, tone }) => (tone === 'danger' ? theme.colors.danger : theme.colors.text)};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
`;

export const Notice = styled.p<{ tone: 'success' | 'error' }>`
  margin: 0.75rem 0 0;
  padding: 0.6rem 0.9rem;
  border-radius: 10px;
  border: 2px solid ${({ theme, tone }) => (tone === 'error' ? theme.colors.danger : theme.colors.success)};
  color: ${({ theme, tone }) => (tone === 'error' ? theme.colors.danger : theme.colors.success)};
`;
