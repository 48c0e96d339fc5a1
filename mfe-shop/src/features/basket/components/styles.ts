import styled from '@emotion/styled';
import { mq } from 'shared-ui';

export const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

export const Line = styled.li`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: 0.4rem 0.9rem;
  align-items: center;
  padding: 0.8rem;
  border-radius: ${({ theme }) => theme.radius};
  /* The line sits on the page's coloured background: without its own text colour it inherits the white meant for that
     background and its numbers vanish on the white card (light theme). */
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow};
  ${mq.up(600)} {
    grid-template-columns: 96px 1fr auto auto;
  }
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0.15rem 0 0;
  }
  .line-total {
    font-weight: 800;
    grid-column: 2;
    ${mq.up(600)} {
      grid-column: auto;
      min-width: 7rem;
      text-align: right;
    }
  }
`;

export const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  grid-column: 2;
  ${mq.up(600)} {
    grid-column: auto;
  }
  output {
    min-width: 2ch;
    text-align: center;
    font-weight: 800;
  }
`;

export const RoundButton = styled.button`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.secondary};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.secondary};
  font: inherit;
  font-weight: 800;
  font-size: 1.2rem;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const Summary = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.4rem 1rem;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 800;
    text-align: right;
  }
`;
