import { Navigate } from 'shared-ui';
import { LoserScreen } from '../features/loser/components/LoserScreen';
import { ResumingStage } from '../features/play/components/ResumingStage';
import { useResumedParticipation } from '../features/play/state/use-resumed-participation';
import { WinnerScreen } from '../features/winner/components/WinnerScreen';
import { GAMES } from '../games/games';
import { GAME_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const definition = GAMES[1];

/** /le-jeu/mon-gain (GAME-PARTICIPATION-1, route game-1-your-gift): the prize and its participation form. */
export default function Game1GiftPage() {
  useSiteLanguage();
  const { participation, setParticipation, pending } = useResumedParticipation(definition, [
    'winner',
    'loser',
    'completed',
  ]);
  if (pending) return <ResumingStage definition={definition} testId="game-1-your-gift" />;
  if (!participation) return <Navigate to={definition.paths.index} replace />;
  if (!participation.hasWon) {
    return (
      <LoserScreen
        definition={definition}
        testId="game-1-your-gift"
        title={GAME_FR.gift.lostTitle}
        participation={participation}
        onPlayAgain={() => setParticipation(null)}
      />
    );
  }
  return (
    <WinnerScreen
      definition={definition}
      participation={participation}
      testId="game-1-your-gift"
      title={GAME_FR.gift.title}
      onCompleted={() => setParticipation({ ...participation, stage: 'completed' })}
      onPlayAgain={() => setParticipation(null)}
    />
  );
}
