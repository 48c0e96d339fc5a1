import { useEffect, useState } from 'react';
import { gameInstants, phaseAt, type GamePhase } from '../../app/game-schedule/game-phase';
import { useSiteRuntime } from 'shared-ui';

/** GAME-SCHEDULE-1: the schedule is checked every second, so the page changes state on time. */
export function useGamePhase(): GamePhase {
  const { config, clock } = useSiteRuntime();
  const [phase, setPhase] = useState<GamePhase>(() => phaseAt(gameInstants(config.game), clock.now()));
  useEffect(() => {
    const instants = gameInstants(config.game);
    const timer = setInterval(() => setPhase(phaseAt(instants, clock.now())), 1_000);
    return () => clearInterval(timer);
  }, [config, clock]);
  return phase;
}
