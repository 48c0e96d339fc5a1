/**
 * The shell's one door to error reporting. The notifier (@airbrake/browser, ~16 kB gz) loads only
 * when it has work: the first notice, or the first flush of route stats (arm-error-reporting.ts).
 * Until then notices and route changes wait here, so nothing raised before it arrives is lost.
 */
export interface ErrorReporter {
  notify(error: unknown, context?: Record<string, unknown>): void;
  /** A page view for the route stats (flushed every 15 s by the notifier). */
  routeChanged(method: string, route: string, statusCode: number): void;
}

/** What the waiting work asks for: a notice wants the notifier now, route stats by their flush. */
export type ReporterDemand = 'notice' | 'route-stats';

const EARLY_QUEUE_MAX = 20;
const EARLY_ROUTES_MAX = 100;

let reporter: ErrorReporter | null = null;
let onDemand: ((demand: ReporterDemand) => void) | null = null;
const early: Array<[unknown, Record<string, unknown> | undefined]> = [];
const earlyRoutes: Array<[string, string, number]> = [];

/** Where the error happened: the page and its query parameters (masked by the notice filter). */
function pageContext(): Record<string, unknown> {
  if (typeof window === 'undefined') return {};
  return { page: window.location.pathname, query: Object.fromEntries(new URLSearchParams(window.location.search)) };
}

export function reportError(error: unknown, extra?: Record<string, unknown>): void {
  const context = { ...pageContext(), ...extra };
  if (reporter) {
    reporter.notify(error, context);
    return;
  }
  if (early.length < EARLY_QUEUE_MAX) early.push([error, context]);
  onDemand?.('notice');
}

export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
  if (!next) return;
  for (const [method, route, statusCode] of earlyRoutes.splice(0)) next.routeChanged(method, route, statusCode);
  for (const [error, context] of early.splice(0)) next.notify(error, context);
}

/**
 * Who loads the notifier when work is waiting. Work queued before this call is announced at once
 * (an error during start-up still gets its notice).
 */
export function whenReporterNeeded(listener: ((demand: ReporterDemand) => void) | null): void {
  onDemand = listener;
  if (!listener) return;
  if (earlyRoutes.length > 0) listener('route-stats');
  if (early.length > 0) listener('notice');
}

/** Route stats use the route pattern (no ids, no query), so no personal data leaves the page. */
export function reportRouteChange(route: string, statusCode = 200): void {
  if (reporter) {
    reporter.routeChanged('GET', route, statusCode);
    return;
  }
  if (earlyRoutes.length < EARLY_ROUTES_MAX) earlyRoutes.push(['GET', route, statusCode]);
  onDemand?.('route-stats');
}
