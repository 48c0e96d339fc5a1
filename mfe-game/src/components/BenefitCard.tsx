import styled from '@emotion/styled';
import { benefitLabel } from 'shared-ui/display';
import type { GameDefinition } from '../games/games';
import type { ParticipationInProgress } from '../features/play/state/participation';
import { useSiteLanguage } from 'shared-ui/i18n';

const Figure = styled.figure`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  margin: 0;
  text-align: center;
  img {
    width: min(220px, 60vw);
    height: auto;
    aspect-ratio: 1;
    border-radius: 20px;
    background: #fff;
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
  }
  figcaption {
    font-family: ${({ theme }) => theme.font.display};
    font-size: clamp(1.1rem, 3vw, 1.5rem);
  }
`;

/** The benefit's picture (width and height set: no layout shift) and its French label (GAME-PRIZE-1 keys). */
export function BenefitCard({
  benefit,
  definition,
}: {
  benefit: ParticipationInProgress['benefit'];
  definition: GameDefinition;
}) {
  useSiteLanguage();
  const label = benefitLabel(benefit?.keyForDisplay, definition.game);
  return (
    <Figure data-testid="benefit" data-benefit={benefit?.keyForDisplay ?? ''}>
      {benefit ? <img src={benefit.imageUrl} alt={label} width={320} height={320} /> : null}
      <figcaption>{label}</figcaption>
    </Figure>
  );
}
