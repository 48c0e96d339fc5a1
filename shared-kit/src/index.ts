export { kit, bus, claimSharedKit } from './singleton';
export { Kit, type KitOptions } from './kit/kit';
export {
  KitError,
  isKitError,
  KIT_ERROR_CODES,
  type KitErrorCode,
  type KitErrorDetails,
  type InvalidReason,
} from './kit/errors/kit-error';
export type { KitState } from './kit/lifecycle/kit-state-machine';
export type {
  BatchUploader,
  BatchSnapshot,
  BatchState,
  BatchReceipt,
  NewReceipt,
  UploadProgress,
} from './kit/batch/batch-uploader';
export type * from './kit/types/provider-types';
export type { KitConfiguration, UserIdentifier } from './kit/operations/authorization';
export type { Transport, TransportRequest, TransportResponse } from './kit/transport/transport';
export { KIT_VERSION } from './kit/version';
export { EventBus } from './bus/event-bus';
export type { BusEvents, BusEventName, BasketPurchase, SessionUser } from './bus/events';
export * from './contracts/routes';
export * from './contracts/site-config';
export * from './contracts/games';
export * from './contracts/session-api';
export * from './contracts/page-errors';
export { TITLES, isTitle } from './contracts/provider-user';
export * from './contracts/server-render';
export * from './contracts/zoned-time';
export * from './contracts/game-phase';
export { sessionStore } from './session/session-singleton';
export { SessionStore, type FormStatus, type SessionForm } from './session/session-store';
export { safeReturnPath } from './session/safe-return-path';
export { SessionRequestError } from './session/session-request';
export { KIT_USER_MESSAGES } from './kit/errors/user-messages';
export {
  packageTexts,
  siteI18n,
  SITE_LANGUAGE,
  type Resources,
  type Texts,
  type Translate,
  type WithFormatters,
} from './i18n/package-texts';
