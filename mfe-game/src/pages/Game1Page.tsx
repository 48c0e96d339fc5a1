import { PlayScreen } from '../features/play/components/PlayScreen';
import { GAMES } from '../games/games';

/** /le-jeu (GAME-FLOW-1, route game-1): the same code and receipt rules before the roulette. */
export default function Game1Page() {
  return <PlayScreen definition={GAMES[1]} testId="game-1" />;
}
