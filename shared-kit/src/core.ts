/**
 * What the shell needs before its first render, without the kit: the page's event bus, the site's i18next, the kit's
 * French messages and the contracts. A Module Federation singleton of its own (`shared-kit/core`), which the package's
 * root re-exports: the first page of a visitor without a session loads this alone, and the kit and the session store
 * (MobX) come with the first page that uses them.
 */
export { bus } from './bus/page-bus';
export { EventBus, type BusOrigin } from './bus/event-bus';
export type { BusEvents, BusEventName, BasketPurchase, SessionUser } from './bus/events';
export * from './contracts/routes';
export * from './contracts/site-config';
export * from './contracts/games';
export * from './contracts/session-api';
export * from './contracts/page-errors';
export { TITLES, isTitle } from './contracts/provider-user';
export * from './contracts/server-render';
export * from './contracts/site-runtime';
export * from './contracts/game-phase';
export { SITE_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from './contracts/languages';
export { safeReturnPath } from './session/safe-return-path';
export { KIT_USER_MESSAGES } from './kit/errors/user-messages';
export {
  keptPerValue,
  packageTexts,
  siteI18n,
  type Resources,
  type Texts,
  type Translate,
  type WithFormatters,
} from './i18n/package-texts';
export { formatParisDate, NO_DATE, PARIS_TIME_ZONE, type ParisDateStyle } from './i18n/paris-dates';
export { formatNumber } from './i18n/numbers';
export { elide } from './i18n/elision';
