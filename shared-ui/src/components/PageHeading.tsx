import styled from '@emotion/styled';

/** The page's one h1, with the site's display font. */
export const PageHeading = styled.h1`
  font-family: ${({ theme }) => theme.font.display};
  font-size: clamp(1.6rem, 4vw, 2.6rem);
  line-height: 1.15;
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.text};
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: clamp(1rem, 3vw, 2rem);
`;
