// Through the package name: the light part is a singleton of its own, loaded before the kit (core.ts).
export * from 'shared-kit/core';
export { kit, claimSharedKit } from './singleton';
// With the kit, off the first load: the tabs' news matters once the session store that reads it again is there.
export { carryAcrossTabs, TAB_EVENTS, TAB_CHANNEL_NAME, type TabChannel } from './bus/tab-relay';
export { Kit, type KitOptions } from './kit/kit';
export { requestKit, type RequestKitOptions } from './kit/request-kit';
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
export { TransportCancelledError, TransportGaveUpError } from './kit/transport/transport';
export { KIT_VERSION } from './kit/version';
export { sessionStore } from './session/session-singleton';
export { SessionStore, type FormStatus, type SessionForm } from './session/session-store';
export { SessionRequestError } from './session/session-request';
