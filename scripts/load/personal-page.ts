/**
 * The logged-in visitors' page of `npm run load`: the shop remote's build served beside the site (its server build
 * draws the page), the check that a page is the visitor's with their data, and the floor the distinct visitors' figure
 * must hold against `/` in the same run.
 */
import http from 'node:http';
import path from 'node:path';
import { theirShop, type Visitor } from './launch-day';
import { ROOT, startNode, type Started } from './processes';

/** The page measured: the shop, read for the visitor (their catalogue and card slots), drawn for them. */
export const PERSONAL_PAGE = '/la-grande-boutique';

/**
 * The distinct visitors' shop pages served (under 400) must be at least this share of `/`'s requests per second in the
 * same run, else the load fails. `/` comes whole from the page cache (no read, no draw); each visitor's shop is read
 * with their token and drawn for them, once: about 20 ms of the session server's CPU. Measured on the shared 2-core
 * machine: 0.046× (55 against 1 201 req/s, once a kept `/` no longer went through the static files and the route
 * matching); 0.03 fails a change that doubles a page's cost. On a machine seven times faster `/` gains more than a
 * draw: 0.026–0.029× before the draw got cheaper (static MobX, minified styles, kept texts), 0.031–0.041× after.
 * Figures: session-server README « Load ».
 */
export const MIN_DISTINCT_VISITORS_RATIO = Number(process.env.LOAD_MIN_DISTINCT_RATIO ?? 0.03);

/** The shop remote's production build (browser and server builds) on `port`, as in production. */
export function startShopRemote(port: number): Started {
  return startNode(
    'mfe-shop',
    [
      '--import',
      'tsx',
      path.join(ROOT, 'scripts/static-remote-server.ts'),
      path.join(ROOT, 'mfe-shop/dist'),
      String(port),
    ],
    port,
    {},
  );
}

/** GET of the personal page over node:http (fetch would not send our Host header): status and HTML. */
function getPage(port: number, host: string, cookie: string): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: PERSONAL_PAGE, headers: { Host: host, Cookie: cookie, Accept: 'text/html' } },
      (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (html += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, html }));
      },
    );
    req.on('error', reject);
  });
}

/**
 * Whether the personal page is the shop drawn for the visitor with their data, not a skeleton or the login: the first
 * requests may get the skeleton while the site loads the shop's server build, so it is asked again for up to 20 s.
 * Returns what was seen when it never was (the run goes on, saying so beside its figures).
 */
export async function checkPersonalPage(port: number, host: string, visitor: Visitor): Promise<string | null> {
  const deadline = Date.now() + 20_000;
  const { check } = theirShop(visitor);
  let seen = '';
  while (Date.now() < deadline) {
    const { status, html } = await getPage(port, host, visitor.cookie);
    const lacks = status === 200 ? check!(html) : `status ${status}`;
    if (lacks === null) return null;
    seen = lacks;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return `${PERSONAL_PAGE} is not the visitor's shop drawn whole (${seen}): its figures are not the drawn shop's`;
}
