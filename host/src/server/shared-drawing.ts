import { safeReturnPath } from 'shared-kit/core';
import { ROUTE_TABLE } from '../app/routes/route-table';

/**
 * An anonymous visitor's page is drawn once and shared by every anonymous visitor (the session server keeps it under
 * the address it is drawn at). Two things of an address only pass through the page: a local `r`, carried into the
 * login links and forms, and the 404's address, shown as text. They are drawn as placeholders, and `fill` writes this
 * request's own in, as React would have written them: `?r=<any local path>` and any unknown address cost a string
 * replacement, never a render, and never a new entry in the session server's cache.
 */
const PLACEHOLDER = 'lgb-placeholder-';
/** A local path (safeReturnPath keeps it), written by the pages as `r=%2Flgb-placeholder-r`. */
const R_PLACEHOLDER = `/${PLACEHOLDER}r`;
/** The 404's address, as the page shows it. */
const ADDRESS_PLACEHOLDER = `${PLACEHOLDER}address`;
/** What an unknown address has after the part that says where it is in the site (the navigation's current page). */
const UNKNOWN_SEGMENT = `${PLACEHOLDER}segment`;
const PLACEHOLDERS = new RegExp(`(r=%2F)?${PLACEHOLDER}(r|address|segment)`, 'g');

/** `r` as a query string writes it (URLSearchParams: letters, digits, `*-._`, `%XX` and `+` only). */
const writtenR = (r: string) => new URLSearchParams({ r }).toString();

/** React's escaping of text (react-dom's escapeTextForBrowser). */
const HTML_ESCAPES = new Map([
  ['"', '&quot;'],
  ['&', '&amp;'],
  ["'", '&#x27;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
]);
const escapeText = (text: string) => text.replace(/["&'<>]/g, (character) => HTML_ESCAPES.get(character) ?? '');

/** Every path the route table starts with before its first parameter, and each of their parents, in lower case. */
const SITE_PREFIXES = new Set(
  ROUTE_TABLE.flatMap((route) => {
    const segments = route.path.split('/').filter(Boolean);
    const firstParameter = segments.findIndex((segment) => segment.startsWith(':'));
    const fixed = firstParameter < 0 ? segments : segments.slice(0, firstParameter);
    return fixed.map((_, index) => `/${fixed.slice(0, index + 1).join('/')}`.toLowerCase());
  }),
);

/**
 * Where an unknown address is in the site, as the page shows it: the route it matched with a bad parameter (its
 * layout, breadcrumb and navigation) with placeholders for its parameters; else its longest start that the route
 * table knows (the navigation's links are current by prefix, in any case), then one placeholder segment.
 */
function unknownPathDrawnAt(pathname: string, pattern: string | null): string {
  if (pattern !== null) {
    return pattern.replace(/:[^/]+/g, UNKNOWN_SEGMENT);
  }
  const segments = pathname.split('/').filter(Boolean);
  let known = '';
  for (let length = segments.length; length > 0; length -= 1) {
    const prefix = `/${segments.slice(0, length).join('/')}`.toLowerCase();
    if (SITE_PREFIXES.has(prefix)) {
      known = prefix;
      break;
    }
  }
  return `${known}/${UNKNOWN_SEGMENT}`;
}

export interface SharedDrawing {
  /** The address the page is drawn at: the same for every request it shares the drawing with. */
  url: string;
  /** What the 404 page shows as the address asked for. */
  shownAddress: string;
  /** The drawn body with this request's values in place of the placeholders. */
  fill: (body: string) => string;
}

/**
 * How the page at `asked` is drawn for anonymous visitors: a known page at its path with a placeholder for a local `r`
 * (a foreign one is dropped: no open redirect), the 404 at where it is in the site with placeholders for its `r` and
 * for the address it shows (`pattern`: the path of the route it matched with a bad parameter). A placeholder that `fill` cannot write back (a page using `r` or the address some other
 * way) is an error, never a page that shows a placeholder or another request's value.
 */
export function sharedDrawing(asked: URL, known: boolean, pattern: string | null): SharedDrawing {
  const r = safeReturnPath(asked.searchParams.get('r'));
  const path = known ? asked.pathname : unknownPathDrawnAt(asked.pathname, pattern);
  const address = escapeText(`${asked.pathname}${asked.search}${asked.hash}`);
  return {
    url: r ? `${path}?${writtenR(R_PLACEHOLDER)}` : path,
    shownAddress: ADDRESS_PLACEHOLDER,
    fill: (body) =>
      // One pass: the values written in are never read again.
      body.replace(PLACEHOLDERS, (found, query: string | undefined, name: string) => {
        if (name === 'r' && query && r) return writtenR(r);
        if (name === 'address' && !query) return address;
        throw new Error(`the shared drawing of ${path} shows a placeholder it cannot fill: ${found}`);
      }),
  };
}

/** How a visitor's own page is drawn: at its address, as it is (never shared). */
export function ownDrawing(asked: URL, known: boolean): SharedDrawing {
  const r = safeReturnPath(asked.searchParams.get('r'));
  const address = `${asked.pathname}${asked.search}`;
  const url = known ? (r ? `${asked.pathname}?${writtenR(r)}` : asked.pathname) : address;
  return { url, shownAddress: `${address}${asked.hash}`, fill: (body) => body };
}
