import styled from '@emotion/styled';
import { BREAKPOINTS, mq } from '../theme/theme';

interface GridProps {
  /** Fixed columns from the small breakpoint up (one column on phones). */
  columns?: number;
  /** Or as many columns as fit, none narrower than this (e.g. '150px'). */
  minItemWidth?: string;
}

/**
 * A list laid out as a grid of tiles (`<ul>`, or `as="ol"` for steps). Each direct `<li>` is a tile:
 * rounded, padded, on the alternate surface; pages add only what is theirs (text alignment, pictures).
 */
export const Grid = styled.ul<GridProps>`
  list-style: none;
  margin: 1.5rem 0 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  ${({ minItemWidth }) => (minItemWidth ? `grid-template-columns: repeat(auto-fill, minmax(${minItemWidth}, 1fr));` : '')}
  ${({ columns, minItemWidth }) =>
    columns && !minItemWidth ? `${mq.up(BREAKPOINTS.sm)} { grid-template-columns: repeat(${columns}, 1fr); }` : ''}
  & > li {
    padding: 1.5rem;
    border-radius: 18px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;
