/**
 * The site's i18next, one namespace per package (`shared-ui/i18n`): an entry of its own so the first load of a
 * shell page never carries i18next.
 */
export {
  packageTexts,
  siteI18n,
  SITE_LANGUAGE,
  type Resources,
  type Texts,
  type Translate,
  type WithFormatters,
} from './package-texts';
