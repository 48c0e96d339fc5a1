import http from 'node:http';
import type { Express } from 'express';

/**
 * The site's HTTP server, with Node's own deadlines on what a client sends: its headers within `timeoutMs`, the whole
 * request within twice that. A route that reads a body answers a late one itself first (http/body-limits.ts: 408 in
 * the site's words, `timeoutMs` after its headers); these are for the rest — headers sent a line at a time, a body
 * trickling to an address that never reads one (a 405, a 404) — which Node ends with a bare 408 and a closed
 * connection. Node's defaults (60 s, 300 s, checked every 30 s) let a slow client hold a connection for minutes.
 */
export function siteServer(
  app: Express,
  { timeoutMs, checkEveryMs = 1_000 }: { timeoutMs: number; checkEveryMs?: number },
) {
  return http.createServer(
    {
      headersTimeout: timeoutMs,
      requestTimeout: 2 * timeoutMs,
      connectionsCheckingInterval: Math.min(checkEveryMs, timeoutMs),
    },
    app,
  );
}
