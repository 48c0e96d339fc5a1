import { Navigate } from 'shared-ui';
import { useParticipationFor } from '../features/play/state/use-participation-for';
import { WinnerScreen } from '../features/winner/components/WinnerScreen';
import { gameDefinition } from '../games/games';

/** …/bravo of games 2–4 (spec §2 routes game-N-winner, §4 Participation). */
export default function GameWinnerPage({ game }: { game?: number | string }) {
  const definition = gameDefinition(game);
  const [participation, setParticipation] = useParticipationFor(definition, ['winner', 'completed']);
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
