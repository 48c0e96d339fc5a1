import { Navigate, useNavigate, useSiteRuntime } from 'shared-ui';
import { GameStage } from '../components/GameStage';
import { useParticipationFor } from '../features/play/state/use-participation-for';
import { SlotRoulette } from '../features/roulette/components/SlotRoulette';
import { GAMES } from '../games/games';
import { GAME_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const definition = GAMES[1];

/** /le-jeu/roulette (GAME-FLOW-1, route game-1-jslots): the slot roulette, then /le-jeu/mon-gain. */
export default function Game1RoulettePage() {
  useSiteLanguage();
  const { kit } = useSiteRuntime();
  const navigate = useNavigate();
  const [participation, setParticipation] = useParticipationFor(definition, ['result', 'winner', 'loser']);
  if (!participation) return <Navigate to={definition.paths.index} replace />;
  const onDone = () => {
    setParticipation({ ...participation, stage: participation.hasWon ? 'winner' : 'loser' });
    navigate(definition.paths.winner, { replace: true });
  };
  return (
    <GameStage
      definition={definition}
      kicker={definition.name}
      title={GAME_FR.roulette.title}
      titleId="game-1-jslots-title"
      intro={GAME_FR.roulette.intro}
      testId="game-1-jslots"
      kitInstance={kit.instanceId}
    >
      <SlotRoulette participation={participation} glow={definition.look.glow} onDone={onDone} />
    </GameStage>
  );
}
