import type { BenefitKey } from './goodies';

export type CodeOutcome = 'win' | 'lose' | 'already_won' | 'not_accessible' | 'expired';

export interface SeedCode {
  code: string;
  outcome: CodeOutcome;
  key_for_display: BenefitKey | null;
  /** Seeded as already burned by someone else: `already_burned`. */
  burned?: boolean;
}

/** Game codes of known outcome, documented in CONTRACT.md "Unique codes". */
export const CODES: SeedCode[] = [
  { code: 'WINFINAL', outcome: 'win', key_for_display: 'tickets-final' },
  { code: 'WINPRIME', outcome: 'win', key_for_display: 'tickets-prime' },
  { code: 'WINPACKG', outcome: 'win', key_for_display: 'pack-goodies' },
  { code: 'WINHEADS', outcome: 'win', key_for_display: 'headset' },
  { code: 'WINSPEAK', outcome: 'win', key_for_display: 'speaker' },
  { code: 'WINHITST', outcome: 'win', key_for_display: 'game-hitster' },
  { code: 'WINKEYRG', outcome: 'win', key_for_display: 'key-ring' },
  { code: 'WINMICRO', outcome: 'win', key_for_display: 'micro-bam' },
  { code: 'LOSE0001', outcome: 'lose', key_for_display: null },
  { code: 'LOSE0002', outcome: 'lose', key_for_display: null },
  { code: 'LOSE0003', outcome: 'lose', key_for_display: null },
  { code: 'LOSE0004', outcome: 'lose', key_for_display: null },
  { code: 'LOSE0005', outcome: 'lose', key_for_display: null },
  { code: 'PREVWON1', outcome: 'already_won', key_for_display: 'pack-goodies' },
  { code: 'NOACCES1', outcome: 'not_accessible', key_for_display: null },
  { code: 'EXPIRED1', outcome: 'expired', key_for_display: null },
  { code: 'BURNED01', outcome: 'lose', key_for_display: null, burned: true },
];

/** A code of outcome `expired` had to be burned before this moment (too_much_time_elapsed_since_code_input). */
export const EXPIRED_CODE_DEADLINE = '2025-01-01T00:00:00.000Z';

/** Promotional codes for sdk/apply_code: stars credited once per user. */
export const PROMO_CODES = [
  { code: 'BIENVENUE', points: 20, valid_until: null },
  { code: 'PATES2024', points: 10, valid_until: '2025-01-01T00:00:00.000Z' },
];
