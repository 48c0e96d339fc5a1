import { GAME_STORAGE_PREFIX, type CodeDetails, type GameNumber } from 'shared-kit';
import { atom } from 'shared-ui';

/**
 * Where a participation stands (GAME-BURN-1 → GAME-REVEAL-1 → GAME-PARTICIPATION-1):
 * `receipts` the code is burned but the receipts are not linked yet; `result` the reveal is
 * due; `winner` / `loser` the reveal is over; `completed` the winner's details were accepted.
 */
export type ParticipationStage = 'receipts' | 'result' | 'winner' | 'loser' | 'completed';

export interface ParticipationInProgress {
  game: GameNumber;
  /** The code as the player typed it (trimmed), shown back to them. */
  code: string;
  codeId: number;
  hasWon: boolean;
  /** GAME-PARTICIPATION-1: a code that had already won goes straight to the winner page, participation incomplete. */
  hasPreviouslyWon: boolean;
  benefit: { imageUrl: string; keyForDisplay: string } | null;
  receiptUuid: string | null;
  stage: ParticipationStage;
}

/** The game's sessionStorage prefix is a contract with the host, which drops its keys (shared-kit games.ts). */
const STORAGE_KEY = `${GAME_STORAGE_PREFIX}participation`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage disabled (privacy settings): the participation then lives in memory only.
    return null;
  }
}

const STAGES: readonly ParticipationStage[] = ['receipts', 'result', 'winner', 'loser', 'completed'];

function isParticipation(value: unknown): value is ParticipationInProgress {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ParticipationInProgress>;
  return (
    typeof candidate.codeId === 'number' &&
    typeof candidate.code === 'string' &&
    typeof candidate.hasWon === 'boolean' &&
    [1, 2, 3, 4].includes(candidate.game as number) &&
    STAGES.includes(candidate.stage as ParticipationStage)
  );
}

export function readStoredParticipation(): ParticipationInProgress | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isParticipation(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function writeStoredParticipation(value: ParticipationInProgress | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (value) store.setItem(STORAGE_KEY, JSON.stringify(value));
    else store.removeItem(STORAGE_KEY);
  } catch {
    // Quota or privacy errors: the participation stays in memory for this page.
  }
}

/** `undefined` until this game section's store first writes: then sessionStorage is read. */
const participationValueAtom = atom<ParticipationInProgress | null | undefined>(undefined);

/**
 * The participation in progress. It lives in the game section's jotai store (the host gives game
 * routes a store of their own and drops it when the player leaves them) and in sessionStorage, so
 * a reload on resultat/bravo/dommage finds it again.
 */
export const participationAtom = atom(
  (get) => {
    const value = get(participationValueAtom);
    return value === undefined ? readStoredParticipation() : value;
  },
  (_get, set, next: ParticipationInProgress | null) => {
    set(participationValueAtom, next);
    writeStoredParticipation(next);
  },
);

export function participationFromBurn(game: GameNumber, code: string, details: CodeDetails): ParticipationInProgress {
  return {
    game,
    code,
    codeId: details.code_id,
    hasWon: details.has_won,
    hasPreviouslyWon: details.has_previously_won,
    benefit: details.benefit
      ? { imageUrl: details.benefit.image_url, keyForDisplay: details.benefit.key_for_display }
      : null,
    receiptUuid: null,
    stage: 'receipts',
  };
}

/** What the code step keeps across errors: the code typed and the terms box (GAME-CODE-2: nothing is lost). */
export interface CodeEntry {
  code: string;
  termsAccepted: boolean;
}

export const codeEntryAtom = atom<CodeEntry>({ code: '', termsAccepted: false });
