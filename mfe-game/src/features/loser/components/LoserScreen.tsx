import styled from '@emotion/styled';
import { ROUTE_PATHS } from 'shared-kit';
import { Button, ButtonLink, useNavigate, useSiteRuntime } from 'shared-ui';
import { GameStage, StagePanel } from '../../../components/GameStage';
import type { GameDefinition } from '../../../games/games';
import { GAME_FR } from '../../../messages/fr';
import type { ParticipationInProgress } from '../../play/state/participation';
import { useSiteLanguage } from 'shared-ui/i18n';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

interface LoserScreenProps {
  definition: GameDefinition;
  testId: string;
  title?: string;
  onPlayAgain: () => void;
  participation: ParticipationInProgress;
}

/** GAME-FLOW-1 dommage: a kind word, « Rejouer avec un autre code » and the way to the shop. */
export function LoserScreen({
  definition,
  testId,
  title = GAME_FR.loser.title,
  onPlayAgain,
  participation,
}: LoserScreenProps) {
  useSiteLanguage();
  const { kit } = useSiteRuntime();
  const navigate = useNavigate();
  return (
    <GameStage
      definition={definition}
      kicker={definition.name}
      title={title}
      titleId={`${testId}-title`}
      testId={testId}
      kitInstance={kit.instanceId}
    >
      <StagePanel>
        <p>{GAME_FR.loser.text}</p>
        <p>
          <small>{GAME_FR.loser.playedCode(participation.code)}</small>
        </p>
        <Actions>
          <Button
            type="button"
            onClick={() => {
              onPlayAgain();
              navigate(definition.paths.index);
            }}
          >
            {GAME_FR.loser.playAgain}
          </Button>
          <ButtonLink to={ROUTE_PATHS.shop} variant="secondary">
            {GAME_FR.loser.toShop}
          </ButtonLink>
        </Actions>
      </StagePanel>
    </GameStage>
  );
}
