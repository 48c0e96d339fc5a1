/**
 * What the session server itself saw of a crowd, from its own `/metrics` read before and after it
 * (`lgb_http_request_duration_seconds`: from a request's arrival in the server to its last byte handed to the
 * socket). On two shared cores the load generator, the sandbox and the server take turns: a client's figure then
 * holds the generator's own delays too, the server's holds only its own.
 */

/** Answers of one route and status class, by the histogram's upper bounds (seconds; Infinity last). */
export type Buckets = Map<number, number>;
export type Histograms = Map<string, Buckets>;

const BUCKET = /^lgb_http_request_duration_seconds_bucket\{le="([^"]+)",route="([^"]+)",status_class="([^"]+)"\} (\d+)/;

export function parseHistograms(text: string): Histograms {
  const histograms: Histograms = new Map();
  for (const line of text.split('\n')) {
    const match = BUCKET.exec(line);
    if (!match) continue;
    const [, le, route, statusClass, count] = match;
    const key = `${route} ${statusClass}`;
    let buckets = histograms.get(key);
    if (!buckets) histograms.set(key, (buckets = new Map()));
    buckets.set(le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le), Number(count));
  }
  return histograms;
}

/** Each instance's histograms, summed (one instance, or every instance of a cluster). */
export async function readHistograms(metricsUrls: string[]): Promise<Histograms> {
  const total: Histograms = new Map();
  for (const url of metricsUrls) {
    const text = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then((answer) => answer.text());
    for (const [key, buckets] of parseHistograms(text)) {
      const sum = total.get(key) ?? new Map<number, number>();
      for (const [le, count] of buckets) sum.set(le, (sum.get(le) ?? 0) + count);
      total.set(key, sum);
    }
  }
  return total;
}

export interface RouteView {
  /** `page 2xx`, `api/session 2xx`… */
  key: string;
  answered: number;
  /** The histogram's bound under which 99 % of them were answered (seconds). */
  p99UnderS: number;
  /** Answered later than 5 s. */
  over5s: number;
}

/** What was answered between two readings, per route and status class. */
export function between(before: Histograms, after: Histograms): RouteView[] {
  const views: RouteView[] = [];
  for (const [key, buckets] of after) {
    const earlier = before.get(key) ?? new Map<number, number>();
    const bounds = [...buckets.keys()].sort((a, b) => a - b);
    const counts = bounds.map((le) => (buckets.get(le) ?? 0) - (earlier.get(le) ?? 0));
    const answered = counts[counts.length - 1] ?? 0;
    if (answered === 0) continue;
    const p99At = counts.findIndex((count) => count >= answered * 0.99);
    const atFive = bounds.indexOf(5);
    views.push({
      key,
      answered,
      p99UnderS: bounds[p99At] ?? Number.POSITIVE_INFINITY,
      over5s: atFive === -1 ? 0 : answered - (counts[atFive] ?? 0),
    });
  }
  return views.sort((a, b) => a.key.localeCompare(b.key));
}

export function describe(views: RouteView[]): string {
  return views
    .map(
      (view) =>
        `${view.key}: ${view.answered}, 99 % within ${Number.isFinite(view.p99UnderS) ? `${view.p99UnderS} s` : 'over 10 s'}` +
        (view.over5s ? `, ${view.over5s} after 5 s` : ''),
    )
    .join(' · ');
}
