import { useEffect } from 'react';
import { Navigate, useAtomValue, useNavigate, useSiteRuntime } from 'shared-ui';
import { GameStage } from '../components/GameStage';
import { ResultReveal } from '../features/reveal/components/ResultReveal';
import { useParticipationFor } from '../features/play/state/use-participation-for';
import { revealedCodeAtom } from '../features/reveal/state/reveal-timers';
import { gameDefinition } from '../games/games';
import { GAME_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** …/resultat of games 2–4 (ROUTE-2 routes game-N-result, GAME-REVEAL-1). */
export default function GameResultPage({ game }: { game?: number | string }) {
  useSiteLanguage();
  const { kit } = useSiteRuntime();
  const definition = gameDefinition(game);
  const navigate = useNavigate();
  // Winner and loser too: the stage moves on just before the navigation lands.
  const [participation, setParticipation] = useParticipationFor(definition, ['result', 'winner', 'loser']);
  const revealed = useAtomValue(revealedCodeAtom);
  const shown = participation !== null && revealed === participation.codeId;
  const outcome = participation?.hasWon ? 'winner' : 'loser';
  useEffect(() => {
    // Once shown, the result no longer waits: Back to the first page says what does (a prize to claim, or nothing).
    if (shown && participation?.stage === 'result') setParticipation({ ...participation, stage: outcome });
  }, [shown, participation, outcome, setParticipation]);
  if (!participation) return <Navigate to={definition.paths.index} replace />;
  const onDone = () => {
    setParticipation({ ...participation, stage: outcome });
    navigate(participation.hasWon ? definition.paths.winner : definition.paths.loser, { replace: true });
  };
  return (
    <GameStage
      definition={definition}
      kicker={definition.name}
      title={GAME_FR.result.title}
      titleId="game-result-title"
      // « Le résultat s'affiche dans quelques secondes… » goes once it shows.
      intro={shown ? GAME_FR.result.introRevealed : GAME_FR.result.intro}
      testId="game-result"
      kitInstance={kit.instanceId}
    >
      <ResultReveal participation={participation} definition={definition} onDone={onDone} />
    </GameStage>
  );
}
