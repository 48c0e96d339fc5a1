/**
 * The shell's one door to error reporting. The notifier (@airbrake/browser) loads after the
 * first render (first-load budget); errors raised before that wait in a short queue.
 */
export interface ErrorReporter {
  notify(error: unknown, context?: Record<string, unknown>): void;
  /** A page view for the route stats (flushed every 15 s by the notifier). */
  routeChanged(method: string, route: string, statusCode: number): void;
}

const EARLY_QUEUE_MAX = 20;
let reporter: ErrorReporter | null = null;
const early: Array<[unknown, Record<string, unknown> | undefined]> = [];

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
}

export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
  if (!next) return;
  for (const [error, context] of early.splice(0)) next.notify(error, context);
}

/** Route stats use the route pattern (no ids, no query), so no personal data leaves the page. */
export function reportRouteChange(route: string, statusCode = 200): void {
  reporter?.routeChanged('GET', route, statusCode);
}
