import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the host's server bundle (host/dist-server/render-page.js), as a file the app loads like the real
 * one (HOST_SERVER_RENDER): every address is a page of the shell; a logged-in visitor's page reads their card slots
 * at the provider with their token, as its loaders would (a refused token ends their session), and greets them by name
 * (so a test can tell their data never leaves the page); `/panne` throws as it is drawn, as a render bug would;
 * `/nulle-part` is the 404 page; `/lente…` waits in its draw while a test holds pages (holdSlowPages); `/mon-compte` sends an anonymous visitor to the login page, as its guard does;
 * `/la-grande-boutique` is the shop remote's page, drawn from the shop's build the server last read (the observer is
 * told it loaded, or failed when none was read). An anonymous page is shared under its address, and drawn again only
 * when the server does not keep it.
 */
const SOURCE = `
let observer;
exports.observeRemoteBuilds = (next) => {
  observer = next;
};
exports.renderPage = async ({ url, visitor, remoteBuilds, provider, keeps, theme }) => {
  if (url.startsWith('/la-grande-boutique')) {
    const build = remoteBuilds && remoteBuilds.shop;
    if (observer) observer({ remote: 'shop', build, outcome: build ? 'loaded' : 'failed' });
  }
  const missing = url.startsWith('/nulle-part');
  const page = {
    status: missing ? 404 : 200,
    indexable: !url.startsWith('/mon-compte'),
    head: missing ? '<title>Page Not Found</title>' : '<title>Page</title>',
    remotePage: null,
  };
  if (!visitor && url.startsWith('/mon-compte')) return { ...page, status: 302, redirect: '/connexion?r=%2Fmon-compte', head: '', body: '' };
  const key = theme + ' ' + url;
  const shared = (kept) => ({ key, validUntil: Infinity, fill: (body) => body, kept });
  if (!visitor && keeps && keeps(key)) return { ...page, body: '', shared: shared(true) };
  if (url.startsWith('/panne')) throw new Error('render bug');
  if (url.startsWith('/lente') && globalThis.lgbHeldPages) {
    globalThis.lgbHeldPages.count += 1;
    await globalThis.lgbHeldPages.until;
  }
  let refused = false;
  if (visitor) {
    const token = encodeURIComponent(visitor.user.tokens.accessToken);
    const answer = await fetch(provider.baseUrls.api + '/api/fidmarquesv3/card_slots?access_token=' + token, {
      headers: provider.headers,
      signal: provider.signal,
    }).catch(() => null);
    if (provider.observe) provider.observe({ path: '/api/fidmarquesv3/card_slots', status: answer && answer.status, ms: 1 });
    refused = answer !== null && answer.status === 401;
  }
  const who = visitor ? 'Bonjour ' + visitor.user.firstName + ' ' + visitor.user.lastName : 'Bonjour';
  return {
    ...page,
    body: missing ? '<main>404</main>' : '<main>' + who + '</main>',
    ...(visitor ? {} : { shared: shared(false) }),
    ...(refused ? { sessionRefused: true } : {}),
  };
};
exports.sitemapPaths = () => ['/', '/faq'];
`;

/** The stand-in's source as a file the app loads like the real bundle. */
function rendererFile(source: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgb-session-render-'));
  const file = path.join(dir, 'render-page.js');
  fs.writeFileSync(file, source);
  return file;
}

export const fakeRendererFile = (): string => rendererFile(SOURCE);

/** Holds the fake's `/lente…` pages in their draw until `release()`: `count()` of them are waiting. */
export function holdSlowPages() {
  let release: () => void = () => undefined;
  const held = { count: 0, until: new Promise<void>((resolve) => (release = resolve)) };
  (globalThis as { lgbHeldPages?: typeof held }).lgbHeldPages = held;
  return {
    count: () => held.count,
    release: () => {
      delete (globalThis as { lgbHeldPages?: typeof held }).lgbHeldPages;
      release();
    },
  };
}

/**
 * A stand-in that shares its drawings as the host's bundle does for anonymous visitors (host server/shared-drawing.ts):
 * `/`, `/faq` and the login page are pages (their « Connexion » link carries a local `r`), anything else is the 404
 * showing the address asked for; a local `r` and the 404's address are placeholders in the drawing, written in by
 * `fill`.
 */
const SHARING_SOURCE = `
const R = 'r=%2Fplaceholder-r';
const ADDRESS = 'placeholder-address';
const PAGES = ['/', '/faq', '/connexion/se-connecter'];
const ESCAPES = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const escape = (text) => text.replace(/["&'<>]/g, (c) => ESCAPES[c]);
const localR = (r) => (r && r.startsWith('/') && !r.startsWith('//') && !r.includes('\\\\') ? r : null);
exports.renderPage = async ({ url, theme, keeps }) => {
  const asked = new URL(url, 'http://render.invalid');
  const known = PAGES.includes(asked.pathname);
  const r = localR(asked.searchParams.get('r'));
  const path = known ? asked.pathname : '/placeholder-segment';
  const status = known ? 200 : 404;
  const key = theme + ' ' + (r ? path + '?' + R : path);
  const fill = (body) =>
    body.replace(R, r ? new URLSearchParams({ r }).toString() : R).replace(ADDRESS, escape(asked.pathname + asked.search));
  const page = {
    status,
    indexable: known,
    head: known ? '<title>Page</title>' : '<title>Page Not Found</title>',
    remotePage: null,
  };
  if (keeps && keeps(key)) return { ...page, body: '', shared: { key, validUntil: Infinity, fill, kept: true } };
  const link = '<a href="/connexion' + (r ? '?' + R : '') + '">Connexion</a>';
  const main = known ? '<main>Bonjour</main>' : '<main>404 <code>' + ADDRESS + '</code></main>';
  return { ...page, body: link + main, shared: { key, validUntil: Infinity, fill, kept: false } };
};
exports.sitemapPaths = () => ['/'];
`;

export const sharingRendererFile = (): string => rendererFile(SHARING_SOURCE);
