import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the host's server bundle (host/dist-server/render-page.js), as a file the app loads like the real
 * one (HOST_SERVER_RENDER): every address is a page of the shell; a logged-in visitor's page names their card slots
 * (read by the session server with their token) and greets them by name (so a test can tell their data never leaves
 * the page); `/panne` throws as it is drawn, as a render bug would; `/nulle-part` is the 404 page; `/la-grande-boutique`
 * is the shop remote's page, planned from the shop's build the server last read (the observer is told it loaded, or
 * failed when none was read).
 */
const SOURCE = `
let observer;
exports.observeRemoteBuilds = (next) => {
  observer = next;
};
exports.planPage = async ({ url, visitor, remoteBuilds }) => {
  if (url.startsWith('/la-grande-boutique')) {
    const build = remoteBuilds && remoteBuilds.shop;
    if (observer) observer({ remote: 'shop', build, outcome: build ? 'loaded' : 'failed' });
  }
  const missing = url.startsWith('/nulle-part');
  return {
    status: missing ? 404 : 200,
    indexable: !url.startsWith('/mon-compte'),
    head: missing ? '<title>Page Not Found</title>' : '<title>Page</title>',
    remotePage: null,
    render: {
      url,
      fill: (body) => body,
      // A visitor's page names their data, which the session server reads with their token (the fake provider may
      // not know it).
      reads: visitor ? ['card-slots'] : [],
      validUntil: Infinity,
      draw: async () => {
        if (url.startsWith('/panne')) throw new Error('render bug');
        if (missing) return { status: 404, head: '', body: '<main>404</main>' };
        const who = visitor ? 'Bonjour ' + visitor.user.firstName + ' ' + visitor.user.lastName : 'Bonjour';
        return { status: 200, head: '', body: '<main>' + who + '</main>' };
      },
    },
  };
};
exports.sitemapPaths = () => ['/'];
`;

/** The stand-in's source as a file the app loads like the real bundle. */
function rendererFile(source: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgb-session-render-'));
  const file = path.join(dir, 'render-page.js');
  fs.writeFileSync(file, source);
  return file;
}

export const fakeRendererFile = (): string => rendererFile(SOURCE);

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
exports.planPage = async ({ url }) => {
  const asked = new URL(url, 'http://render.invalid');
  const known = PAGES.includes(asked.pathname);
  const r = localR(asked.searchParams.get('r'));
  const path = known ? asked.pathname : '/placeholder-segment';
  const status = known ? 200 : 404;
  const link = '<a href="/connexion' + (r ? '?' + R : '') + '">Connexion</a>';
  return {
    status,
    indexable: known,
    head: known ? '<title>Page</title>' : '<title>Page Not Found</title>',
    remotePage: null,
    render: {
      url: r ? path + '?' + R : path,
      reads: [],
      validUntil: Infinity,
      draw: async () => {
        const main = known ? '<main>Bonjour</main>' : '<main>404 <code>' + ADDRESS + '</code></main>';
        return { status, head: '', body: link + main };
      },
      fill: (body) =>
        body
          .replace(R, r ? new URLSearchParams({ r }).toString() : R)
          .replace(ADDRESS, escape(asked.pathname + asked.search)),
    },
  };
};
exports.sitemapPaths = () => ['/'];
`;

export const sharingRendererFile = (): string => rendererFile(SHARING_SOURCE);
