/**
 * What a user typed in a form and has not sent yet, kept in sessionStorage so a reload (a phone that dropped the
 * page, a tab brought back) finds it again. One draft per form name, tied to the user's e-mail so that another
 * account in the same tab never sees it; passwords are never kept. Cleared by the page once the form's work is
 * done, and all at once at logout.
 */
/** The sessionStorage keys of drafts (the host reads it: a page with a draft restores it, which its server could not). */
export const FORM_DRAFT_PREFIX = 'lgb:draft:';
const PREFIX = FORM_DRAFT_PREFIX;

interface StoredDraft {
  user: string;
  values: Record<string, unknown>;
}

function storage(): Storage | null {
  try {
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

export function readFormDraft<Values extends object>(name: string, user: string | undefined): Partial<Values> | null {
  if (!user) return null;
  try {
    const raw = storage()?.getItem(PREFIX + name);
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
): void {
  if (!user) return;
  const kept = Object.fromEntries(Object.entries(values).filter(([field]) => keepable(field, omit)));
  try {
    storage()?.setItem(PREFIX + name, JSON.stringify({ user, values: kept } satisfies StoredDraft));
  } catch {
    // Quota or privacy errors: the draft stays in the page only.
  }
}

export function clearFormDraft(...names: string[]): void {
  const store = storage();
  for (const name of names) {
    try {
      store?.removeItem(PREFIX + name);
    } catch {
      // Nothing kept, nothing to clear.
    }
  }
}

/** At logout: nothing the user typed outlives their session in this tab. */
export function clearAllFormDrafts(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
      (key): key is string => key?.startsWith(PREFIX) ?? false,
    );
    keys.forEach((key) => store.removeItem(key));
  } catch {
    // Storage gone meanwhile: nothing to clear.
  }
}
