/**
 * The logged-in visitor's page of `npm run load`: a visitor signed up on the site, the shop remote's build served
 * beside it (its server build draws the page), and the floor its figure must hold against `/` in the same run.
 */
import http from 'node:http';
import path from 'node:path';
import { ROOT, startNode, type Started } from './processes';

/** The page measured: the shop, read for the visitor (their catalogue and card slots), drawn for them. */
export const PERSONAL_PAGE = '/la-grande-boutique';

/**
 * The personal page must serve at least this share of `/`'s requests per second in the same run, else the load fails.
 * `/` comes whole from the page cache (no read, no draw); the personal page is read and drawn for its visitor.
 * Measured on the shared 2-core machine (load generator, sandbox and site on the same cores; LOAD_DURATION_S=15):
 * `/` 403–479 req/s, so the personal page's floor of 150 req/s is 0.31–0.37× of it; the personal page ran 319–345
 * req/s once its reads were shared and kept (0.67×), 3 req/s before (0.01×, brotli 9 on every page). 0.3 holds the
 * floor and fails a change that brings back a read and a draw per request of one visitor (session-server/README
 * « Load »).
 */
export const MIN_PERSONAL_PAGE_RATIO = Number(process.env.LOAD_MIN_PERSONAL_RATIO ?? 0.3);

let signedUp = 0;

/** POST /api/signup as the site's page would (a new visitor each time); returns the session cookie pair. */
export function signUpCookie(port: number, host: string): Promise<string> {
  signedUp += 1;
  const body = JSON.stringify({
    email: `charge-${Date.now()}-${signedUp}@example.fr`,
    password: 'Charge-2025!',
    firstName: 'Camille',
    lastName: 'Charge',
    termsAccepted: true,
    adult: true,
  });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/signup',
        method: 'POST',
        headers: {
          Host: host,
          Origin: `http://${host}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        const cookies = (res.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
        if (res.statusCode === 201 && cookies) resolve(cookies);
        else reject(new Error(`signup answered ${res.statusCode}`));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

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
 * Whether the personal page is the shop drawn for the visitor, not a skeleton or the login: the first requests may
 * get the skeleton while the site loads the shop's server build, so it is asked again for up to 20 s. Returns what
 * was seen when it never was (the run goes on, saying so beside its figures).
 */
export async function checkPersonalPage(port: number, host: string, cookie: string): Promise<string | null> {
  const deadline = Date.now() + 20_000;
  let seen = '';
  while (Date.now() < deadline) {
    const { status, html } = await getPage(port, host, cookie);
    // Drawn for the load's visitor (the hydration data names them), with the goodies and their card read.
    const theirs = html.includes('"visitor":"charge-');
    const drawn = html.includes('data-goody=') && html.includes('"card-slots"');
    if (status === 200 && theirs && drawn) return null;
    seen = `status ${status}, ${theirs ? 'theirs' : 'not theirs'}, ${drawn ? 'drawn' : 'not drawn whole'}`;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return `${PERSONAL_PAGE} is not the visitor's shop drawn whole (${seen}): its figures are not the drawn shop's`;
}

/** The personal page's req/s over `/`'s in the same run; null when either was not measured. */
export function personalPageRatio(rows: { name: string; reqPerSec: number }[]): number | null {
  const personal = rows.find((row) => row.name === `GET ${PERSONAL_PAGE} (logged in)`);
  const home = rows.find((row) => row.name === 'GET /');
  return personal && home && home.reqPerSec > 0 ? personal.reqPerSec / home.reqPerSec : null;
}
