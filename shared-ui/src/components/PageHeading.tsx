import styled from '@emotion/styled';

/**
 * The page's one h1, with the site's display font, in the colour of what it stands on: the band's text colour on the
 * band (the light theme's near-black read 2.9:1 on the red), the card's inside a card.
 */
export const PageHeading = styled.h1`
  font-family: ${({ theme }) => theme.font.display};
  font-size: clamp(1.6rem, 4vw, 2.6rem);
  line-height: 1.15;
  margin: 0 0 1rem;
  color: inherit;
`;

/**
 * What a page puts straight on the band (LAYOUT-1: the page's colour with its confetti): its title, an intro, a way
 * back. It stands on a patch of the band's own colour (`--page-band`, set by the site's frame), so no confetti runs
 * under a word, in the band's text colour; a link is that colour too, underlined (the site's blue read 1.7:1 on the
 * red). The contrast is measured on what is painted: e2e/painted-contrast.spec.ts.
 */
export const PageIntro = styled.div`
  width: fit-content;
  max-width: calc(100% + 1rem);
  margin-inline: -0.5rem;
  padding: 0.4rem 0.5rem;
  border-radius: 12px;
  background: var(--page-band, transparent);
  color: inherit;
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  a {
    color: inherit;
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: clamp(1rem, 3vw, 2rem);
`;
