import { useEffect, useState } from 'react';
import { gameInstants, phaseAt, type GamePhase } from '../../app/game-schedule/game-phase';
import { useShell } from '../../app/shell/shell-context';

/** GAME-SCHEDULE-1: the schedule is checked every second, so the page changes state on time. */
export function useGamePhase(): GamePhase {
  const { config, clock } = useShell();
  const [phase, setPhase] = useState<GamePhase>(() => phaseAt(gameInstants(config.game), clock.now()));
  useEffect(() => {
    const instants = gameInstants(config.game);
    const timer = setInterval(() => setPhase(phaseAt(instants, clock.now())), 1_000);
    return () => clearInterval(timer);
  }, [config, clock]);
  return phase;
}
