import { KIT_VERSION } from './version';

/**
 * The loyalty & receipt provider client. One instance per page, shared by the host and every
 * remote through Module Federation (see singleton.ts).
 */
export class Kit {
  readonly version = KIT_VERSION;
  /** Lets tests and the singleton check tell two instances apart. */
  readonly instanceId = `kit-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;
}
