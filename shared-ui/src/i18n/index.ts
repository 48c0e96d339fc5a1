/**
 * The site's i18next, one namespace per package. It lives in shared-kit (the kit's own messages go through it, and
 * shared-kit is below every package); this entry is where the remotes and shared-ui reach it.
 */
export {
  packageTexts,
  siteI18n,
  SITE_LANGUAGE,
  type Resources,
  type Texts,
  type Translate,
  type WithFormatters,
  formatParisDate,
  formatNumber,
  elide,
  NO_DATE,
  type ParisDateStyle,
} from 'shared-kit/core';
export { useSiteLanguage } from './use-site-language';
