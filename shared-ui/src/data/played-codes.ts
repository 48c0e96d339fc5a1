import type { EventBus, PlayedCode } from 'shared-kit';
// Through the package name (use-user-data.ts says why): the context is the host's.
import { pageRead, useLoaded } from 'shared-ui';
import { useUserData, type AuthorizedSession } from './use-user-data';

export type PlayedCodesKit = AuthorizedSession & { getPlayedCodes(): Promise<PlayedCode[]> };

/** The user's played codes, read by the loader of « Mon compte » and by `usePlayedCodes`. */
export const playedCodesRead = pageRead('played-codes', (kit: Pick<PlayedCodesKit, 'getPlayedCodes'>) =>
  kit.getPlayedCodes(),
);

/**
 * The user's played codes, one read shared by the game (resume an unfinished participation) and the account (« Mes
 * participations »): one cache key for both, revalidated when a receipt is sent or a participation changes.
 */
export function usePlayedCodes(kit: PlayedCodesKit, bus: EventBus) {
  // What the page's loader read: the list starts from it (in the HTML, while hydrating, after a navigation).
  const loaded = useLoaded(playedCodesRead);
  return useUserData(
    { scope: 'provider', kit, bus },
    playedCodesRead.name,
    (source) => playedCodesRead.read(source),
    ['receipts:sent', 'participation:changed'],
    { fallbackData: loaded },
  );
}

/** A played code the user still has something to do for: a won participation not sent, or a code with no receipt. */
export function isUnfinished(code: PlayedCode): boolean {
  return code.receipt_kit_uuid === null || (code.has_won && code.complete === false);
}
