import murmur2 from '@emotion/hash';

/** Style texts remembered before starting again: a style made of values (a width from props) makes new texts. */
const KEPT_STYLES = 4096;
const kept = new Map<string, string>();

/**
 * emotion's hash of a style's text (its class name), kept per text. Emotion hashes the whole text of an element's
 * styles every time the element is drawn: the same few hundred texts over and over, on the server for every page and
 * in the browser while hydrating. Looked up in a Map, the hash costs under a quarter of what hashing again did (the
 * session server's time on a logged-in shop page: `npm run load` with `LOAD_PROFILE=1`). The builds give it to emotion
 * in place of `@emotion/hash` (`keptStyleHashRule`, rspack.base.config.ts).
 */
export default function keptStyleHash(text: string): string {
  let hash = kept.get(text);
  if (hash === undefined) {
    if (kept.size >= KEPT_STYLES) kept.clear();
    hash = murmur2(text);
    kept.set(text, hash);
  }
  return hash;
}
