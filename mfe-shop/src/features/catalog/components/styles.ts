import styled from '@emotion/styled';
import { mq } from 'shared-ui';

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: clamp(0.75rem, 2vw, 1.5rem);
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${mq.up(960)} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** Pads the 4-column grid only: phones show their 2 columns without an empty box at the end. */
export const EmptyCell = styled.li`
  display: none;
  ${mq.up(960)} {
    display: block;
  }
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  min-height: 120px;
  opacity: 0.6;
`;

export const Tile = styled.li<{ soldOut?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  padding: clamp(0.6rem, 2vw, 1rem);
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow};
  /* A sold-out goody fades its picture only: its texts keep their contrast (WCAG AA). */
  ${({ soldOut }) => (soldOut ? 'img { filter: grayscale(1); opacity: 0.55; }' : '')}
  h2,
  h3 {
    margin: 0;
    font-size: 1.05rem;
    line-height: 1.25;
  }
  a {
    color: inherit;
  }
`;

export const Price = styled.p`
  margin: 0;
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
`;

export const Badge = styled.span<{ tone?: 'danger' | 'muted' | 'success' }>`
  align-self: flex-start;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  background: ${({ theme, tone }) => (tone === 'danger' ? theme.colors.danger : tone === 'success' ? theme.colors.success : theme.colors.surfaceAlt)};
  /* The filled tones take the theme's text-on-colour: white on the light theme's dark red and green,
     near-black on the dark theme's light ones (AA contrast in both). */
  color: ${({ theme, tone }) => (tone === 'danger' || tone === 'success' ? theme.colors.primaryContrast : theme.colors.textMuted)};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-top: auto;
  /* Two tiles a row on a phone: the button takes the rest of the line, or a line of its own, never more. */
  > button {
    flex: 1 1 7rem;
    min-width: 0;
  }
`;

export const QuantitySelect = styled.select`
  min-height: 44px;
  padding: 0 0.6rem;
  border-radius: 10px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
`;

export const Refusal = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

export const LinkButton = styled.button`
  border: 0;
  background: none;
  padding: 0.3rem 0;
  min-height: 32px;
  font: inherit;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.secondary};
  text-decoration: underline;
  cursor: pointer;
  text-align: left;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
`;

/** Read by screen readers, not shown (a label the layout already makes obvious). */
export const HiddenLabel = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;
