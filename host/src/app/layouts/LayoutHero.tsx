import styled from '@emotion/styled';
import { mq, BREAKPOINTS } from 'shared-ui';
import { Art } from './Art';
import type { LayoutVariant } from './layout-variants';

const Hero = styled.div`
  display: flex;
  align-items: center;
  gap: 1.25rem;
  margin: 0.75rem 0 1.5rem;
  /* A patch of the band's plain colour: no confetti under the words. */
  .words {
    padding: 0.4rem 0.6rem;
    border-radius: 14px;
    background: var(--page-band, transparent);
  }
  .kicker {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: clamp(1.7rem, 4.5vw, 2.8rem);
    font-weight: 900;
    line-height: 1.05;
    text-transform: uppercase;
    letter-spacing: -0.01em;
  }
  .text {
    margin: 0.4rem 0 0;
    font-size: 1.15rem;
    font-weight: 600;
    max-width: 40rem;
  }
  svg {
    flex: none;
    filter: drop-shadow(0 6px 0 rgba(0, 0, 0, 0.15));
    ${mq.down(BREAKPOINTS.xs)} {
      width: 64px;
      height: 64px;
    }
  }
`;

/** The banner of the eligible-products, FAQ and how-to-participate layouts. */
export function LayoutHero({ hero }: { hero: NonNullable<LayoutVariant['hero']> }) {
  return (
    <Hero data-testid="layout-hero">
      <Art name={hero.art} size={104} />
      <div className="words">
        <p className="kicker">{hero.kicker}</p>
        <p className="text">{hero.text}</p>
      </div>
    </Hero>
  );
}
