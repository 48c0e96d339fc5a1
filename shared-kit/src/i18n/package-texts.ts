import i18next from 'i18next';
import { SITE_LANGUAGE } from '../contracts/languages';

/**
 * The site's i18next (a shared singleton): French only today, one namespace per package, each registered with the
 * package's own texts when its messages module loads. Components read texts through the typed object
 * `packageTexts` returns, so adding a language means adding resources, not touching components. i18next also owns
 * the plural rules (`_one`, `_many`, `_other` keys chosen by `count`, from Intl.PluralRules).
 *
 * Every package's texts go through it, the shell's first paint included (i18next is part of the first load of every
 * page); it lives here, in the kit, because the kit's own messages are texts too and the kit is below every package.
 */

export interface Resources {
  readonly [key: string]: string | Resources;
}

/** A namespace's texts as the code reads them: every string of the resources, read from i18next when asked. */
export type Texts<R> = { readonly [K in keyof R]: R[K] extends string ? string : Texts<R[K]> };

type AnyFunction = (...args: never[]) => unknown;
/** The texts with the namespace's formatters (texts with values, or a choice between texts) in their place. */
export type WithFormatters<T, F> = {
  readonly [K in keyof T | keyof F]: K extends keyof F
    ? F[K] extends AnyFunction
      ? F[K]
      : K extends keyof T
        ? WithFormatters<T[K], F[K]>
        : F[K]
    : K extends keyof T
      ? T[K]
      : never;
};

/** Reads one text of a namespace: `key` is its dotted path, `values` fill its `{{placeholders}}` (and `count`). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

export function siteI18n(): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.init({
      lng: SITE_LANGUAGE,
      fallbackLng: SITE_LANGUAGE,
      resources: {},
      // React escapes what it renders; texts are never inserted as HTML.
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return i18next;
}

function textGetters(translate: Translate, resources: Resources, prefix: string): Record<string, unknown> {
  const texts: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(resources)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string')
      Object.defineProperty(texts, key, { enumerable: true, configurable: true, get: () => translate(path) });
    else texts[key] = textGetters(translate, value, path);
  }
  return texts;
}

/** Formatters replace the text of their path; objects of texts from elsewhere (getters included) join as they are. */
function addFormatters(texts: Record<string, unknown>, formatters: object): void {
  for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(formatters))) {
    const value: unknown = descriptor.value;
    const existing = texts[key];
    if (value !== null && typeof value === 'object' && existing !== null && typeof existing === 'object') {
      addFormatters(existing as Record<string, unknown>, value);
    } else {
      Object.defineProperty(texts, key, { ...descriptor, enumerable: true, configurable: true });
    }
  }
}

/**
 * Registers `fr` as the namespace's French resources and returns its texts; `formatters` builds the texts that take
 * values, through `t` (e.g. `(count) => t('stock', { count })`).
 */
export function packageTexts<R extends Resources, F extends object = Record<never, never>>(
  namespace: string,
  fr: R,
  formatters?: (t: Translate) => F,
): WithFormatters<Texts<R>, F> {
  const i18n = siteI18n();
  i18n.addResourceBundle(SITE_LANGUAGE, namespace, fr, true, true);
  const fixed = i18n.getFixedT(null, namespace);
  const translate: Translate = (key, values) => String(fixed(key, values as never));
  const texts = textGetters(translate, fr, '');
  if (formatters) addFormatters(texts, formatters(translate));
  return texts as WithFormatters<Texts<R>, F>;
}
