import styled from '@emotion/styled';
import { Card } from 'shared-ui';

/** A long-form text page (legal notices, shop conditions): readable measure, clear headings. */
export const Prose = styled(Card)`
  max-width: 60rem;
  margin: 0 auto;
  h2 {
    margin: 2rem 0 0.5rem;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.primary};
  }
  p,
  li {
    max-width: 68ch;
  }
  .updated {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.95rem;
  }
`;
