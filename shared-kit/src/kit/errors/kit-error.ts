/**
 * Kit error codes (KIT-4). Provider error bodies may carry other codes
 * (e.g. not_found, invalid_token, payload_too_large): they are passed through as they come.
 */
export const KIT_ERROR_CODES = [
  'OTHER',
  'WRONG_PLATFORM',
  'NOT_INITIALIZED',
  'NO_USER_AUTHENTICATED',
  'CONNECTION_FAILED',
  'TIMEOUT',
  'SERVER_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'BATCH_IS_BEING_SENT',
  'BATCH_IS_ALREADY_SENT',
  'invalid_parameter',
  'legacy_partner',
  'receipt_not_replaceable',
  'missing_payment_information',
  'empty_pot',
  'unknown_email',
  'wrong_password',
  'account_already_exists',
  'not_buyable',
  'not_enough_points',
  'not_cancelable',
] as const;

export type KnownKitErrorCode = (typeof KIT_ERROR_CODES)[number];
export type KitErrorCode = KnownKitErrorCode | (string & {});

/** KIT-3 / provider contract: why a parameter was refused. */
export type InvalidReason = 'wrong_type' | 'blank' | 'not_a_number' | 'unknown' | 'not_resellable' | (string & {});

export interface KitErrorDetails {
  code: KitErrorCode;
  debug_message: string;
  user_message: string;
  invalid_parameter?: string;
  invalid_reason?: InvalidReason;
  invalid_misc?: unknown;
  /** HTTP status of the provider answer, when there was one. */
  status?: number;
}

/** Every rejection of the kit is one of these (KIT-4). */
export class KitError extends Error implements KitErrorDetails {
  readonly code: KitErrorCode;
  readonly debug_message: string;
  readonly user_message: string;
  readonly invalid_parameter?: string;
  readonly invalid_reason?: InvalidReason;
  readonly invalid_misc?: unknown;
  readonly status?: number;

  constructor(details: KitErrorDetails) {
    super(`[${details.code}] ${details.debug_message}`);
    this.name = 'KitError';
    this.code = details.code;
    this.debug_message = details.debug_message;
    this.user_message = details.user_message;
    this.invalid_parameter = details.invalid_parameter;
    this.invalid_reason = details.invalid_reason;
    this.invalid_misc = details.invalid_misc;
    this.status = details.status;
  }

  toJSON(): KitErrorDetails {
    const { code, debug_message, user_message, invalid_parameter, invalid_reason, invalid_misc, status } = this;
    return { code, debug_message, user_message, invalid_parameter, invalid_reason, invalid_misc, status };
  }
}

export function isKitError(value: unknown): value is KitError {
  return value instanceof KitError;
}
