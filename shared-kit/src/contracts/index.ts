/**
 * The contracts alone (routes, site configuration, own-backend API): plain data and types that
 * servers may import as `shared-kit/contracts` without pulling in the browser kit and stores.
 */
export * from './routes';
export * from './site-config';
export * from './games';
export * from './session-api';
export * from './page-errors';
export { TITLES, isTitle, type ProviderUser, type Title } from './provider-user';
export type { BasketPurchase, SessionUser } from '../bus/events';
export * from './server-render';
export * from './site-runtime';
export * from './remote-pages';
export * from './game-phase';
export * from './text-rules';
export * from './identifier-rules';
export * from './password-rule';
export * from './languages';
export * from './receipt-images';
export { theOnlyCatalog } from './catalog';
export type { CardSlot, Catalog, Order, PlayedCode, Receipt, UserInformation } from '../kit/types/provider-types';
export { safeReturnPath } from '../session/safe-return-path';
