import { atom } from 'shared-ui';

/** Read notifications are remembered per user on this device (the provider keeps no read flag). */
const KEY_PREFIX = 'lgb:notifications:read:';
/** Enough for the drawer's window; older ids drop out first. */
const KEPT = 200;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readIdsOf(user: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(`${KEY_PREFIX}${user}`) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberRead(user: string, ids: readonly string[]): string[] {
  const kept = [...new Set([...ids, ...readIdsOf(user)])].slice(0, KEPT);
  try {
    storage()?.setItem(`${KEY_PREFIX}${user}`, JSON.stringify(kept));
  } catch {
    // Storage full or disabled: read for this page only.
  }
  return kept;
}

/** The read ids of the user on screen, shared by the bell and the drawer. */
export const readNotificationsAtom = atom<{ user: string; ids: readonly string[] } | null>(null);
