import { useEffect } from 'react';
import { useSearchParams } from 'shared-ui';
import type { GameDefinition } from '../../../games/games';
import { useGamePlayedCodes } from '../api/use-played-codes';
import type { ParticipationStage } from './participation';
import { participationFromPlayed, unfinishedCode } from './resume';
import { useParticipationFor } from './use-participation-for';

/**
 * The participation a prize page shows. This tab's comes first; without one (another tab or device, after a logout,
 * or « Compléter ma participation » from Mon compte with `?code=<code id>`), the provider's played codes give back the
 * unfinished won participation, so a prize is never lost. `pending` while the provider is asked.
 */
export function useResumedParticipation(definition: GameDefinition, stages: readonly ParticipationStage[]) {
  const [participation, setParticipation] = useParticipationFor(definition, stages);
  const [params] = useSearchParams();
  const askedId = Number(params.get('code')) || null;
  const fromTab = participation && (askedId === null || participation.codeId === askedId) ? participation : null;
  const played = useGamePlayedCodes();
  const code = fromTab ? null : unfinishedCode(played.data, askedId);
  const resumed =
    code && code.has_won && code.receipt_kit_uuid !== null ? participationFromPlayed(definition.game, code) : null;

  const resumedId = resumed?.codeId;
  useEffect(() => {
    if (resumed) setParticipation(resumed);
    // The provider's answer decides once per code; later renders read the participation from the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resumedId]);

  const shown = fromTab ?? resumed;
  const pending = shown === null && played.data === undefined && played.error === undefined;
  return { participation: shown, setParticipation, pending };
}
