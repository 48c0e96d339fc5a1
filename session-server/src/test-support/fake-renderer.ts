import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the host's server bundle (host/dist-server/render-page.js), as a file the app loads like the real
 * one (HOST_SERVER_RENDER): every address is a page of the shell; a logged-in visitor's page reads their card slots
 * with their token and greets them by name (so a test can tell their data never leaves the page); `/panne` throws,
 * as a render bug would; `/nulle-part` is the 404 page; `/la-grande-boutique` is the shop remote's page, rendered from
 * the shop's build the server last read (the observer is told it loaded, or failed when none was read).
 */
const SOURCE = `
let observer;
exports.observeRemoteBuilds = (next) => {
  observer = next;
};
exports.renderHead = ({ url }) => ({
  status: url.startsWith('/nulle-part') ? 404 : 200,
  indexable: !url.startsWith('/mon-compte'),
  head: '<title>Page</title>',
  remotePage: null,
});
exports.renderPage = async ({ url, visitor, readProvider, remoteBuilds }) => {
  if (url.startsWith('/panne')) throw new Error('render bug');
  if (url.startsWith('/la-grande-boutique')) {
    const build = remoteBuilds && remoteBuilds.shop;
    if (observer) observer({ remote: 'shop', build, outcome: build ? 'loaded' : 'failed' });
  }
  if (url.startsWith('/nulle-part')) {
    return { status: 404, head: '<title>Page Not Found</title>', body: '<main>404</main>', validUntil: Infinity };
  }
  // A visitor's page reads their data with their token, as the real pages do (the fake provider may not know it).
  if (visitor && readProvider) await readProvider('card-slots', visitor);
  const who = visitor ? 'Bonjour ' + visitor.user.firstName + ' ' + visitor.user.lastName : 'Bonjour';
  return { status: 200, head: '<title>Page</title>', body: '<main>' + who + '</main>', validUntil: Infinity };
};
exports.sitemapPaths = () => ['/'];
`;

export function fakeRendererFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgb-session-render-'));
  const file = path.join(dir, 'render-page.js');
  fs.writeFileSync(file, SOURCE);
  return file;
}
