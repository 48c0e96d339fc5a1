import { BURN_ERRORS_FR, GAME_FR } from '../../../messages/fr';

type BurnErrorCode = Exclude<keyof typeof BURN_ERRORS_FR, 'other'>;

const BURN_CODES = Object.keys(BURN_ERRORS_FR).filter((code) => code !== 'other') as BurnErrorCode[];

export interface BurnFailure {
  /** Shown next to the code field. */
  message: string | null;
  /** Beside the message when the spec's words give no way on (GAME-BURN-2's expired code). */
  nextStep: string | null;
  /** A failure without an answer from the provider: a toast instead (GAME-BURN-2), saying what to do. */
  toast: string | null;
}

function errorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, code } = error as { name?: unknown; code?: unknown };
  // By shape, not instanceof: the kit class reaches the remote through federation.
  return name === 'KitError' && typeof code === 'string' ? code : null;
}

/**
 * GAME-BURN-2: each provider code has its French message word for word, any other answer
 * « Une erreur est survenue. »; a failure without an answer (network) shows the generic toast.
 */
export function burnFailure(error: unknown): BurnFailure {
  const code = errorCode(error);
  if (code === null || code === 'CONNECTION_FAILED')
    return { message: null, nextStep: null, toast: GAME_FR.play.networkError };
  // The burn may have been done before the answer was lost: typed again, the code resumes (use-play, already_burned).
  if (code === 'TIMEOUT') return { message: null, nextStep: null, toast: GAME_FR.play.timeout };
  if ((BURN_CODES as string[]).includes(code)) {
    const nextStep = code === 'too_much_time_elapsed_since_code_input' ? GAME_FR.play.expiredNextStep : null;
    return { message: BURN_ERRORS_FR[code as BurnErrorCode], nextStep, toast: null };
  }
  // The kit refuses a blank code before any request with invalid_parameter/blank: that is « empty ».
  const reason = (error as { invalid_reason?: unknown }).invalid_reason;
  if (code === 'invalid_parameter' && reason === 'blank')
    return { message: BURN_ERRORS_FR.empty, nextStep: null, toast: null };
  return { message: BURN_ERRORS_FR.other, nextStep: null, toast: null };
}
