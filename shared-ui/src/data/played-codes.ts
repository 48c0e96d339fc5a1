import type { EventBus, PlayedCode } from 'shared-kit';
// Through the package name (use-user-data.ts says why): the context is the host's.
import { useServerRead } from 'shared-ui';
import { useUserData, type AuthorizedSession } from './use-user-data';

export type PlayedCodesKit = AuthorizedSession & { getPlayedCodes(): Promise<PlayedCode[]> };

/**
 * The user's played codes, one read shared by the game (resume an unfinished participation) and the account (« Mes
 * participations »): one cache key for both, revalidated when a receipt is sent or a participation changes.
 */
export function usePlayedCodes(kit: PlayedCodesKit, bus: EventBus) {
  // What the server read for the visitor's Mon compte: the list starts from it (in the HTML and while hydrating).
  const served = useServerRead('played-codes');
  return useUserData(
    { scope: 'provider', kit, bus },
    'played-codes',
    (source) => source.getPlayedCodes(),
    ['receipts:sent', 'participation:changed'],
    { fallbackData: served },
  );
}

/** A played code the user still has something to do for: a won participation not sent, or a code with no receipt. */
export function isUnfinished(code: PlayedCode): boolean {
  return code.receipt_kit_uuid === null || (code.has_won && code.complete === false);
}
