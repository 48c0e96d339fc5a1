import type { GameNumber, PlayedCode } from 'shared-kit';
import { isUnfinished } from 'shared-ui/data';
import { participationFromBurn, type ParticipationInProgress } from './participation';

/**
 * A participation rebuilt from what the provider knows of a played code, so that closing the tab, opening the page on
 * another device or logging out never loses a prize: a code without its receipt goes back to the receipt step, a won
 * code whose details were not sent to the winner page.
 */
export function participationFromPlayed(game: GameNumber, played: PlayedCode): ParticipationInProgress {
  const stage =
    played.receipt_kit_uuid === null
      ? 'receipts'
      : played.complete === true
        ? 'completed'
        : played.has_won
          ? 'winner'
          : 'loser';
  // The played code carries the burn's own details: the same mapping as a fresh burn, then where it stands.
  return { ...participationFromBurn(game, played.code, played), receiptUuid: played.receipt_kit_uuid, stage };
}

/** The newest unfinished played code (the provider lists them newest first), or the one asked for by its id. */
export function unfinishedCode(codes: readonly PlayedCode[] | undefined, codeId?: number | null): PlayedCode | null {
  const unfinished = (codes ?? []).filter(isUnfinished);
  if (codeId !== undefined && codeId !== null) return unfinished.find((code) => code.code_id === codeId) ?? null;
  return unfinished[0] ?? null;
}

/** The played code the player typed again (codes compare without case, spaces or dashes, as the provider does). */
export function playedCodeTyped(codes: readonly PlayedCode[] | undefined, typed: string): PlayedCode | null {
  const normalized = typed.replace(/[\s-]+/g, '').toUpperCase();
  return (codes ?? []).find((code) => code.code.toUpperCase() === normalized) ?? null;
}
