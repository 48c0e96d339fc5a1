import i18next from 'i18next';
import { SITE_LANGUAGE } from '../contracts/languages';
import { formatNumberIn } from './number-formats';

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

/** i18next's plural forms (`stars_one`, `stars_other`…): read by their base key (`stars`) with a `count`. */
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** The dotted path of every text of `R`. */
type Leaves<R, Prefix extends string = ''> = {
  [K in keyof R & (string | number)]: R[K] extends string ? `${Prefix}${K}` : Leaves<R[K], `${Prefix}${K}.`>;
}[keyof R & (string | number)];

type PluralBase<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : never;

/** What a namespace's `t` may read: each text by its path, and each plural by its base key. */
export type TextKey<R> = Leaves<R> | PluralBase<Leaves<R>>;

/** A key of `R` named by a path segment (« 1 » names the key 1 of `{ 1: … }`). */
type KeyNamed<R, S extends string> = S extends keyof R
  ? S
  : S extends `${infer N extends number}`
    ? N & keyof R
    : never;

type At<R, K extends string> = K extends `${infer Head}.${infer Tail}`
  ? At<R[KeyNamed<R, Head>], Tail>
  : R[KeyNamed<R, K>];

/** The text (or, for a plural, every form of it) a key reads. */
type TextsAt<R, K extends string> = At<R, K> | At<R, `${K}_${PluralForm}`>;

type Trim<S extends string> = S extends ` ${infer T}` ? Trim<T> : S extends `${infer T} ` ? Trim<T> : S;
/** `{{name}}` and `{{name, number}}` both fill `name`. */
type PlaceholderName<P extends string> = P extends `${infer Name},${string}` ? Trim<Name> : Trim<P>;
type Placeholders<S> = S extends `${string}{{${infer P}}}${infer Rest}`
  ? PlaceholderName<P> | Placeholders<Rest>
  : never;

/** A plural's base key names no text of its own, only its forms. */
type IsPlural<R, K extends string> = [At<R, K>] extends [never]
  ? [At<R, `${K}_${PluralForm}`>] extends [never]
    ? false
    : true
  : false;

/**
 * The values a key's text takes: one per `{{placeholder}}` of its text (of any form of a plural), and the `count` that
 * chooses a plural's form. Read from the French resources' literal texts (`as const`): a placeholder added to a text
 * makes every reader that does not fill it fail to compile.
 */
export type TextValues<R, K extends string> = {
  [P in Placeholders<TextsAt<R, K>> | (IsPlural<R, K> extends true ? 'count' : never)]: P extends 'count'
    ? number
    : string | number;
};

/**
 * Reads one text of a namespace, in the language i18next is in: `key` is its dotted path (a plural's base key), and
 * the values its placeholders and plural need, when it has any. Both are checked against the resources.
 */
export type Translate<R> = <K extends TextKey<R>>(
  key: K,
  ...values: keyof TextValues<R, K> extends never ? [] : [TextValues<R, K>]
) => string;

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
    // The built-in `number` format: whole numbers written without Intl, its formatters made once per language and
    // options (number-formats.ts).
    i18next.services.formatter?.add('number', (value, language, options) =>
      formatNumberIn(language ?? SITE_LANGUAGE, value as number, options),
    );
    const textsMayHaveChanged = () => (textsVersion += 1);
    i18next.on('languageChanged', textsMayHaveChanged);
    i18next.store.on('added', textsMayHaveChanged);
    i18next.store.on('removed', textsMayHaveChanged);
  }
  return i18next;
}

/** Counts what can change a text without values: the language, texts added or removed. */
let textsVersion = 0;

/** How many values a formatter kept by `keptPerValue` remembers before it starts again (star counts vary by visitor). */
const KEPT_VALUES = 512;

/**
 * A formatter of one value (a star count) that translates each value once until the language or the texts change:
 * the same few labels are drawn many times on a page (every goody's price).
 */
export function keptPerValue<V extends string | number>(format: (value: V) => string): (value: V) => string {
  const kept = new Map<V, string>();
  let keptAt = -1;
  return (value) => {
    if (keptAt !== textsVersion || kept.size >= KEPT_VALUES) {
      kept.clear();
      keptAt = textsVersion;
    }
    let text = kept.get(value);
    if (text === undefined) {
      text = format(value);
      kept.set(value, text);
    }
    return text;
  };
}

/**
 * A text without values reads the same until the language or the texts change: each getter keeps what it last read
 * with the version it read it at. Every element drawn reads its texts again (a logged-in shop page, its dozen goodies
 * and the header read hundreds), on the server for every page and in the browser while hydrating.
 */
function textGetters(
  translate: (key: string) => string,
  resources: Resources,
  prefix: string,
): Record<string, unknown> {
  const texts: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(resources)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      let text = '';
      let readAt = -1;
      const get = () => {
        if (readAt !== textsVersion) {
          text = translate(path);
          readAt = textsVersion;
        }
        return text;
      };
      Object.defineProperty(texts, key, { enumerable: true, configurable: true, get });
    } else texts[key] = textGetters(translate, value, path);
  }
  return texts;
}

/** Formatters replace the text of their path; objects of texts from elsewhere (getters included) join as they are. */
function addFormatters(texts: Record<string, unknown>, formatters: object): void {
  for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(formatters))) {
    const value: unknown = descriptor.value;
    // Its descriptor, not `texts[key]`: reading a text's getter translates it, for every formatter of every package
    // as its module loads (on the page's first task).
    const existing: unknown = Object.getOwnPropertyDescriptor(texts, key)?.value;
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
export function packageTexts<const R extends Resources, F extends object = Record<never, never>>(
  namespace: string,
  fr: R,
  formatters?: (t: Translate<R>) => F,
): WithFormatters<Texts<R>, F> {
  const i18n = siteI18n();
  i18n.addResourceBundle(SITE_LANGUAGE, namespace, fr, true, true);
  const fixed = i18n.getFixedT(null, namespace);
  const read = (key: string, values?: object) => String(fixed(key, values as never));
  const translate = read as Translate<R>;
  const texts = textGetters(read, fr, '');
  if (formatters) addFormatters(texts, formatters(translate));
  return texts as WithFormatters<Texts<R>, F>;
}
