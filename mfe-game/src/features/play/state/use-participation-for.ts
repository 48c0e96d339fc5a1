import { useAtom } from 'shared-ui';
import type { GameDefinition } from '../../../games/games';
import { participationAtom, type ParticipationInProgress, type ParticipationStage } from './participation';

/**
 * The participation a result, winner or loser page may show: of this game and at one of `stages`.
 * Anything else (a reload after the player left, a typed URL) gets null and the page sends the
 * player back to the game's first page instead of showing a blank page.
 */
export function useParticipationFor(definition: GameDefinition, stages: readonly ParticipationStage[]) {
  const [participation, setParticipation] = useAtom(participationAtom);
  const usable: ParticipationInProgress | null =
    participation && participation.game === definition.game && stages.includes(participation.stage)
      ? participation
      : null;
  return [usable, setParticipation] as const;
}
