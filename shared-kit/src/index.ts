export { kit, bus, claimSharedKit } from './singleton';
export { Kit } from './kit/kit';
export { KIT_VERSION } from './kit/version';
export { EventBus } from './bus/event-bus';
export type { BusEvents, BusEventName, BasketPurchase, SessionUser } from './bus/events';
export * from './contracts/routes';
export * from './contracts/site-config';
export * from './contracts/session-api';
