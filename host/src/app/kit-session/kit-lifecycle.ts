import {
  KIT_RETRY_MS,
  kitStatusAtom,
  startKitSessionOwner,
  syncKitSession,
  type KitSessionOwner,
  type KitStatus,
} from 'shared-ui';

// The lifecycle is shared-ui's, so that the QA shells run the very code the site runs; only this folder starts it on
// the site (lint: boundary/kit-session-owner). Pages get the kit from the page's runtime, whose every call waits for
// the owner (shared-ui `siteKitFrom`).
export { KIT_RETRY_MS, kitStatusAtom, startKitSessionOwner, syncKitSession, type KitSessionOwner, type KitStatus };
