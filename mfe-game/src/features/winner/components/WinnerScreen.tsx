import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { ROUTE_PATHS } from 'shared-kit';
import { Button, ButtonLink, useAtomValue, useNavigate, useSiteRuntime } from 'shared-ui';
import { benefitLabel } from 'shared-ui/display';
import { BenefitCard } from '../../../components/BenefitCard';
import { GameStage, StagePanel } from '../../../components/GameStage';
import type { GameDefinition } from '../../../games/games';
import { GAME_FR } from '../../../messages/fr';
import type { ParticipationInProgress } from '../../play/state/participation';
import { useSavedAddresses } from '../api/use-saved-addresses';
import { participationFormAtom } from '../state/participation-form';
import { PARTICIPATION_ANCHOR } from '../state/use-participation-step';
import { ParticipationForm } from './ParticipationForm';
import { useSiteLanguage } from 'shared-ui/i18n';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  @media (min-width: 960px) {
    grid-template-columns: minmax(220px, 1fr) 2fr;
    align-items: start;
  }
`;

const Notice = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-left: 6px solid ${({ theme }) => theme.colors.tertiary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

interface WinnerScreenProps {
  definition: GameDefinition;
  participation: ParticipationInProgress;
  testId: string;
  title?: string;
  onCompleted: () => void;
  onPlayAgain: () => void;
}

/** GAME-PARTICIPATION-1 bravo: the prize, then the two-step participation form, then a clear confirmation. */
export const WinnerScreen = observer(function WinnerScreen({
  definition,
  participation,
  testId,
  title = GAME_FR.winner.title,
  onCompleted,
  onPlayAgain,
}: WinnerScreenProps) {
  useSiteLanguage();
  const { kit } = useSiteRuntime();
  const navigate = useNavigate();
  const addresses = useSavedAddresses();
  const form = useAtomValue(participationFormAtom);
  const completed = participation.stage === 'completed';
  const { winner } = GAME_FR;
  return (
    <GameStage
      definition={definition}
      kicker={definition.name}
      title={title}
      titleId={`${testId}-title`}
      intro={winner.intro(benefitLabel(participation.benefit?.keyForDisplay, definition.game, 'in-sentence'))}
      testId={testId}
      kitInstance={kit.instanceId}
    >
      <Layout>
        <BenefitCard benefit={participation.benefit} definition={definition} />
        <StagePanel id={PARTICIPATION_ANCHOR} data-testid="participation" data-complete={completed}>
          {completed ? (
            <div role="status" data-testid="participation-completed">
              <h2>{winner.completedTitle}</h2>
              <p>{winner.completedText(form.values.email ?? '')}</p>
              <Actions>
                <Button
                  type="button"
                  onClick={() => {
                    onPlayAgain();
                    navigate(definition.paths.index);
                  }}
                >
                  {winner.playAgain}
                </Button>
                <ButtonLink to={ROUTE_PATHS.shop} variant="secondary">
                  {GAME_FR.loser.toShop}
                </ButtonLink>
              </Actions>
            </div>
          ) : (
            <>
              {participation.hasPreviouslyWon ? (
                <Notice data-testid="participation-incomplete">{winner.incomplete}</Notice>
              ) : (
                <p>{winner.formIntro}</p>
              )}
              {addresses.isLoading ? (
                <p aria-live="polite">{winner.addressesLoading}</p>
              ) : (
                // A failed address read only hides the saved addresses: a new one can still be typed.
                <ParticipationForm
                  participation={participation}
                  saved={addresses.data ?? []}
                  onCompleted={onCompleted}
                />
              )}
            </>
          )}
        </StagePanel>
      </Layout>
    </GameStage>
  );
});
