import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the host's server bundle (host/dist-server/render-page.js), as a file the app loads like the real
 * one (HOST_SERVER_RENDER): every address is a page of the shell; a logged-in visitor's page reads their card slots
 * with their token and greets them by name (so a test can tell their data never leaves the page); `/panne` throws,
 * as a render bug would.
 */
const SOURCE = `
exports.renderHead = ({ url }) => ({
  status: 200,
  indexable: !url.startsWith('/mon-compte'),
  head: '<title>Page</title>',
  remotePage: null,
});
exports.renderPage = async ({ url, visitor, readProvider }) => {
  if (url.startsWith('/panne')) throw new Error('render bug');
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
