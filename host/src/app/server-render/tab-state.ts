import { FORM_DRAFT_PREFIX } from 'shared-ui';
import { GAME_STORAGE_PREFIX } from 'shared-kit/core';

/** What pages restore from this tab on their first render (a game in progress, a form's draft). */
const TAB_STATE_PREFIXES = [GAME_STORAGE_PREFIX, FORM_DRAFT_PREFIX];

/**
 * True when this tab keeps state a page restores as it first renders: the server never saw it, so its HTML shows the
 * page without it, and the browser renders the page anew instead of hydrating it (no mismatch, nothing lost).
 */
export function tabKeepsPageState(storage: Pick<Storage, 'length' | 'key'> | null = sessionStorageOrNull()): boolean {
  if (!storage) return false;
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key && TAB_STATE_PREFIXES.some((prefix) => key.startsWith(prefix))) return true;
  }
  return false;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
