import { Navigate } from 'shared-ui';
import { LoserScreen } from '../features/loser/components/LoserScreen';
import { useParticipationFor } from '../features/play/state/use-participation-for';
import { gameDefinition } from '../games/games';

/** …/dommage of games 2–4 (GAME-FLOW-1 routes game-N-loser). */
export default function GameLoserPage({ game }: { game?: number | string }) {
  const definition = gameDefinition(game);
  const [participation, setParticipation] = useParticipationFor(definition, ['loser']);
  if (!participation) return <Navigate to={definition.paths.index} replace />;
  return (
    <LoserScreen
      definition={definition}
      testId="game-loser"
      participation={participation}
      onPlayAgain={() => setParticipation(null)}
    />
  );
}
