/**
 * One target of `npm run load` measured: a warm-up, then autocannon for the run's duration (with, beside it, the
 * target measured alongside on a few connections of its own), and the server's memory before, after and settled.
 */
import autocannon from 'autocannon';
import type { Started } from './processes';

export interface Target {
  name: string;
  server: 'reference' | 'site';
  path: string;
  headers?: Record<string, string>;
  /** Measured at the same time on a few connections of its own: how a cheap answer fares while this one runs. */
  alongside?: Target;
  /** As this many visitors, each request with the next one's session (their caches do not serve each other). */
  visitors?: number;
}

export interface Row {
  target: Target;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  rssBefore: number;
  rssAfter: number;
  rssSettled: number;
  settledInMs: number | null;
}

export interface Run {
  durationS: number;
  warmUpS: number;
  connections: number;
  settleMs: number;
  /** The Host header a target of this server is asked with. */
  hostOf: (target: Target) => string;
  /** The memory the target's server figures add up (MiB). */
  rssOf: (server: Started) => number;
  /** The sessions of a target measured as many visitors (their cookies, taken in turn). */
  sessions?: string[];
}

/** A target measured alongside another gets a few connections: a visitor's own calls beside the crowd. */
export const ALONGSIDE_CONNECTIONS = 5;

async function settle(readRss: () => number, before: number, settleMs: number) {
  const started = Date.now();
  let rss = readRss();
  // "Back" = within 10 % (and at least 5 MiB) of the RSS before the run.
  const back = (value: number) => value <= Math.max(before * 1.1, before + 5);
  while (!back(rss) && Date.now() - started < settleMs) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    rss = readRss();
  }
  return { rss, ms: back(rss) ? Date.now() - started : null };
}

export async function measure(target: Target, server: Started, run: Run): Promise<Row[]> {
  const optionsOf = (of: Target, connections: number) => ({
    url: `${server.url}${of.path}`,
    connections,
    headers: { Host: run.hostOf(of), ...of.headers },
  });
  const sessions = run.sessions ?? [];
  let turn = 0;
  const options = {
    ...optionsOf(target, run.connections),
    ...(sessions.length > 1
      ? {
          requests: [
            {
              setupRequest: (asked: autocannon.Request) => ({
                ...asked,
                headers: { ...asked.headers, Cookie: sessions[turn++ % sessions.length] ?? '' },
              }),
            },
          ],
        }
      : {}),
  };
  // A short warm-up (JIT, connection pools, V8's young generation) so "before" is the server's
  // working size, and memory that stays after the run is growth, not start-up.
  await autocannon({ ...options, duration: run.warmUpS });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const rssBefore = run.rssOf(server);
  const { alongside } = target;
  const [result, beside] = await Promise.all([
    autocannon({ ...options, duration: run.durationS }),
    alongside && autocannon({ ...optionsOf(alongside, ALONGSIDE_CONNECTIONS), duration: run.durationS }),
  ]);
  const rssAfter = run.rssOf(server);
  const settled = await settle(() => run.rssOf(server), rssBefore, run.settleMs);
  const memory = { rssBefore, rssAfter, rssSettled: settled.rss, settledInMs: settled.ms };
  const row = (of: Target, figures: autocannon.Result): Row => ({
    target: of,
    reqPerSec: figures.requests.average,
    p50: figures.latency.p50,
    p99: figures.latency.p99,
    errors: figures.errors + figures.timeouts + figures.non2xx,
    ...memory,
  });
  return [row(target, result), ...(alongside && beside ? [row(alongside, beside)] : [])];
}
