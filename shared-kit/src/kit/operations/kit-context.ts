import type { EventBus } from '../../bus/event-bus';
import type { KitLogger } from '../lifecycle/logger';
import type { KitStateMachine } from '../lifecycle/kit-state-machine';
import type { ApiClient } from '../transport/api-client';

/** What every group of operations works with; one per Kit instance. */
export interface KitContext {
  api: ApiClient;
  session: KitStateMachine;
  bus: EventBus;
  logger: KitLogger;
}
