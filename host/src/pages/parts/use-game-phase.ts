import { useEffect, useState } from 'react';
import { gamePhase, type GamePhase } from '../../app/game-schedule/game-phase';
import { useShell } from '../../app/shell/shell-context';

/** Spec §4: the schedule is checked every second, so the page changes state on time. */
export function useGamePhase(): GamePhase {
  const { config, clock } = useShell();
  const read = () => gamePhase(config.game.schedule, clock.now());
  const [phase, setPhase] = useState<GamePhase>(read);
  useEffect(() => {
    const timer = setInterval(() => setPhase(gamePhase(config.game.schedule, clock.now())), 1_000);
    return () => clearInterval(timer);
  }, [config, clock]);
  return phase;
}
