import { Navigate } from 'shared-ui';
import { ResumingStage } from '../features/play/components/ResumingStage';
import { useResumedParticipation } from '../features/play/state/use-resumed-participation';
import { WinnerScreen } from '../features/winner/components/WinnerScreen';
import { gameDefinition } from '../games/games';
import { useSiteLanguage } from 'shared-ui/i18n';

/** …/bravo of games 2–4 (GAME-PARTICIPATION-1 routes game-N-winner, GAME-PARTICIPATION-1), resumed from the provider if need be. */
export default function GameWinnerPage({ game }: { game?: number | string }) {
  useSiteLanguage();
  const definition = gameDefinition(game);
  const { participation, setParticipation, pending } = useResumedParticipation(definition, ['winner', 'completed']);
  if (pending) return <ResumingStage definition={definition} testId="game-winner" />;
  if (!participation?.hasWon) return <Navigate to={definition.paths.index} replace />;
  return (
    <WinnerScreen
      definition={definition}
      participation={participation}
      testId="game-winner"
      onCompleted={() => setParticipation({ ...participation, stage: 'completed' })}
      onPlayAgain={() => setParticipation(null)}
    />
  );
}
