/**
 * The notifier sends the last 20 page events (requests, page changes) with each notice (REPORT-1).
 * It loads late (report-error.ts), so the events are recorded here from start-up, in the
 * notifier's own shape, and handed to it when it arrives; from then on its own instrumentation
 * records them and these wrappers only pass calls through.
 */
export const HISTORY_MAX = 20;

export interface HistoryEvent {
  type: 'xhr' | 'location';
  date: Date;
  [key: string]: unknown;
}

export interface EarlyHistory {
  /** The recorded events, oldest first; recording stops. */
  take(): HistoryEvent[];
}

function requestOf(input: RequestInfo | URL, init?: RequestInit): { method: string; url: string } {
  if (typeof input === 'string') return { method: init?.method ?? 'GET', url: input };
  if (input instanceof URL) return { method: init?.method ?? 'GET', url: input.href };
  return { method: init?.method ?? input.method, url: input.url };
}

export function recordEarlyHistory(win: Window = window): EarlyHistory {
  let events: HistoryEvent[] = [];
  let recording = true;
  const push = (event: HistoryEvent) => {
    if (!recording) return;
    events.push(event);
    if (events.length > HISTORY_MAX) events = events.slice(-HISTORY_MAX);
  };

  const originalFetch = win.fetch;
  if (typeof originalFetch === 'function') {
    win.fetch = function recordedFetch(input: RequestInfo | URL, init?: RequestInit) {
      const date = new Date();
      const record = (outcome: Record<string, unknown>) =>
        push({ type: 'xhr', date, ...requestOf(input, init), duration: Date.now() - date.getTime(), ...outcome });
      return originalFetch.call(win, input, init).then(
        (response) => {
          record({ statusCode: response.status });
          return response;
        },
        (error: unknown) => {
          record({ error });
          throw error;
        },
      );
    };
  }

  let lastLocation = win.location.pathname;
  const recordLocation = (to: string) => {
    push({ type: 'location', date: new Date(), from: lastLocation, to });
    lastLocation = to;
  };
  const originalPushState = win.history.pushState;
  win.history.pushState = function recordedPushState(data: unknown, unused: string, url?: string | URL | null) {
    if (url) recordLocation(new URL(String(url), win.location.href).pathname);
    originalPushState.call(win.history, data, unused, url);
  };
  const onPopState = () => recordLocation(win.location.pathname);
  win.addEventListener('popstate', onPopState);

  return {
    take() {
      recording = false;
      win.removeEventListener('popstate', onPopState);
      const taken = events;
      events = [];
      return taken;
    },
  };
}
