import { PlayScreen } from '../features/play/components/PlayScreen';
import { gameDefinition } from '../games/games';

/** /le-jeu/star-academy and the first pages of games 2 and 3 (ROUTE-2, routes game-2/3/4). */
export default function GamePage({ game }: { game?: number | string }) {
  return <PlayScreen definition={gameDefinition(game)} testId="game" />;
}
