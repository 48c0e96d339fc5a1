import { KitError, type InvalidReason } from './kit-error';
import { KIT_USER_MESSAGES } from 'shared-kit/core';

/** Factories for the errors the kit raises itself, so the same case always reads the same. */
export const kitErrors = {
  invalidParameter(parameter: string, reason: InvalidReason, misc?: unknown): KitError {
    return new KitError({
      code: 'invalid_parameter',
      debug_message: `invalid parameter ${parameter}: ${reason}`,
      user_message: KIT_USER_MESSAGES.invalidParameter,
      invalid_parameter: parameter,
      invalid_reason: reason,
      invalid_misc: misc,
    });
  },
  notInitialized(): KitError {
    return new KitError({
      code: 'NOT_INITIALIZED',
      debug_message: 'the kit is not initialized, call configure() then init(clientId) first',
      user_message: KIT_USER_MESSAGES.notInitialized,
    });
  },
  noUserAuthenticated(): KitError {
    return new KitError({
      code: 'NO_USER_AUTHENTICATED',
      debug_message: 'no user is authorized, call authorizeUserWithToken or authorizeUserWithIdentifier first',
      user_message: KIT_USER_MESSAGES.noUser,
    });
  },
  /** KIT-5: "missing {what}" for missing configuration. */
  missing(what: string): KitError {
    return new KitError({ code: 'OTHER', debug_message: `missing ${what}`, user_message: KIT_USER_MESSAGES.generic });
  },
  wrongPlatform(): KitError {
    return new KitError({
      code: 'WRONG_PLATFORM',
      debug_message: 'this method can only be used in browser',
      user_message: KIT_USER_MESSAGES.wrongPlatform,
    });
  },
  noInputElement(inputId: string): KitError {
    return new KitError({
      code: 'invalid_parameter',
      debug_message: `no input element #${inputId}`,
      user_message: KIT_USER_MESSAGES.noFileInput,
      invalid_parameter: 'inputId',
      invalid_reason: 'unknown',
      invalid_misc: inputId,
    });
  },
  batchBeingSent(): KitError {
    return new KitError({
      code: 'BATCH_IS_BEING_SENT',
      debug_message: 'this batch is being sent',
      user_message: KIT_USER_MESSAGES.batchBeingSent,
    });
  },
  batchAlreadySent(): KitError {
    return new KitError({
      code: 'BATCH_IS_ALREADY_SENT',
      debug_message: 'this batch has already been sent, ask for another one with getBatchUploader',
      user_message: KIT_USER_MESSAGES.batchAlreadySent,
    });
  },
  other(debugMessage: string, misc?: unknown): KitError {
    return new KitError({
      code: 'OTHER',
      debug_message: debugMessage,
      user_message: KIT_USER_MESSAGES.generic,
      invalid_misc: misc,
    });
  },
};
