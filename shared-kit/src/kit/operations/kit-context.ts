import type { EventBus } from '../../bus/event-bus';
import type { KitLogger } from '../lifecycle/logger';
import type { KitSession } from '../lifecycle/kit-session';
import type { ApiClient } from '../transport/api-client';

/** What every group of operations works with; one per Kit instance. */
export interface KitContext {
  api: ApiClient;
  session: KitSession;
  bus: EventBus;
  logger: KitLogger;
}
