/**
 * What a user typed in a form and has not sent yet, kept in sessionStorage so a reload (a phone that dropped the
 * page, a tab brought back) finds it again. One draft per form name, tied to the user's e-mail so that another
 * account in the same tab never sees it; passwords are never kept. Cleared by the page once the form's work is
 * done, and all at once at logout. A draft kept `on-device` (localStorage) also outlives the tab: a prize claim
 * closed halfway starts again where it stopped in the next tab of this browser, until it is sent or the user logs
 * out.
 */
/** The sessionStorage keys of drafts (the host reads it: a page with a draft restores it, which its server could not). */
export const FORM_DRAFT_PREFIX = 'lgb:draft:';
const PREFIX = FORM_DRAFT_PREFIX;

interface StoredDraft {
  user: string;
  values: Record<string, unknown>;
}

/** `in-tab`: until the tab closes; `on-device`: until sent or logout, in every tab of this browser. */
export type DraftKeeping = 'in-tab' | 'on-device';

function storage(keeping: DraftKeeping = 'in-tab'): Storage | null {
  try {
    if (keeping === 'on-device') return typeof localStorage === 'undefined' ? null : localStorage;
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage disabled (privacy settings): forms then live in memory only.
    return null;
  }
}

/** Never a password, whatever the form calls it. */
function keepable(name: string, omit: readonly string[]): boolean {
  return !omit.includes(name) && !/password/i.test(name);
}

export function readFormDraft<Values extends object>(
  name: string,
  user: string | undefined,
  keeping: DraftKeeping = 'in-tab',
): Partial<Values> | null {
  if (!user) return null;
  try {
    const raw = storage(keeping)?.getItem(PREFIX + name);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<StoredDraft>;
    if (draft.user !== user || typeof draft.values !== 'object' || draft.values === null) return null;
    return draft.values as Partial<Values>;
  } catch {
    return null;
  }
}

export function writeFormDraft(
  name: string,
  user: string | undefined,
  values: object,
  omit: readonly string[] = [],
  keeping: DraftKeeping = 'in-tab',
): void {
  if (!user) return;
  const kept = Object.fromEntries(Object.entries(values).filter(([field]) => keepable(field, omit)));
  try {
    storage(keeping)?.setItem(PREFIX + name, JSON.stringify({ user, values: kept } satisfies StoredDraft));
  } catch {
    // Quota or privacy errors: the draft stays in the page only.
  }
}

/** A form's work is done: its draft goes, wherever it was kept. */
export function clearFormDraft(...names: string[]): void {
  for (const store of [storage('in-tab'), storage('on-device')]) {
    for (const name of names) {
      try {
        store?.removeItem(PREFIX + name);
      } catch {
        // Nothing kept, nothing to clear.
      }
    }
  }
}

/** At logout: nothing the user typed outlives their session, in this tab or on this device. */
export function clearAllFormDrafts(): void {
  for (const store of [storage('in-tab'), storage('on-device')]) {
    if (!store) continue;
    try {
      const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
        (key): key is string => key?.startsWith(PREFIX) ?? false,
      );
      keys.forEach((key) => store.removeItem(key));
    } catch {
      // Storage gone meanwhile: nothing to clear.
    }
  }
}
