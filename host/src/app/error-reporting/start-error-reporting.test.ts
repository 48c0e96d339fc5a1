import type { SiteConfig } from 'shared-kit';
import type { EarlyHistory, HistoryEvent } from './early-history';
import { reportError, reportRouteChange, setErrorReporter, whenReporterNeeded } from './report-error';
import { armErrorReporting, ROUTE_STATS_FLUSH_MS, startErrorReporting } from './start-error-reporting';

interface FakeNotifier {
  options: Record<string, unknown>;
  history: unknown[];
  filters: Array<(notice: Record<string, unknown>) => Record<string, unknown>>;
  sent: unknown[];
  routes: Array<[string, string, number]>;
}

const notifiers: FakeNotifier[] = [];

jest.mock('@airbrake/browser', () => ({
  Notifier: class {
    private readonly record: FakeNotifier;
    readonly routes = {
      start: (method: string, route: string, status: number) => ({ method, route, status }),
      notify: (metric: { method: string; route: string; status: number }) =>
        this.record.routes.push([metric.method, metric.route, metric.status]),
    };
    constructor(options: Record<string, unknown>) {
      this.record = { options, history: [], filters: [], sent: [], routes: [] };
      notifiers.push(this.record);
    }
    scope() {
      return { pushHistory: (event: unknown) => this.record.history.push(event) };
    }
    addFilter(filter: (notice: Record<string, unknown>) => Record<string, unknown>) {
      this.record.filters.push(filter);
    }
    notify(notice: unknown) {
      this.record.sent.push(notice);
      return Promise.resolve(notice);
    }
  },
}));

const config = {
  environment: 'test',
  version: '1.0.0',
  errorReporter: { host: 'http://localhost:4000', projectId: 1, projectKey: 'sandbox' },
} as unknown as SiteConfig;

/** A load that the test finishes by hand, as a slow network would. */
function slowLoad() {
  let finish: () => void = () => undefined;
  const load = jest.fn(
    (_config: SiteConfig, _history: EarlyHistory) =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  return { load, finish: () => finish() };
}

const noTimers = { setTimeout: jest.fn() };

afterEach(() => {
  whenReporterNeeded(null);
  setErrorReporter({ notify: () => undefined, routeChanged: () => undefined });
  setErrorReporter(null);
  notifiers.length = 0;
  noTimers.setTimeout.mockClear();
});

describe('error reporter loaded on demand (issue 12: off the first load and the idle-time work)', () => {
  it('loads nothing while there is nothing to send', () => {
    const { load } = slowLoad();
    armErrorReporting(config, noTimers, load);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads at once for the first notice, and loses no notice raised before it arrives', async () => {
    const { load, finish } = slowLoad();
    armErrorReporting(config, noTimers, load);
    reportError(new Error('first'));
    reportError(new Error('while loading'));
    expect(load).toHaveBeenCalledTimes(1);

    const sent: string[] = [];
    setErrorReporter({ notify: (error) => sent.push((error as Error).message), routeChanged: () => undefined });
    finish();
    await Promise.resolve();
    expect(sent).toEqual(['first', 'while loading']);
  });

  it('loads for the route stats only when their first flush is due (15 s)', () => {
    const { load } = slowLoad();
    const timers = { setTimeout: jest.fn() };
    armErrorReporting(config, timers, load);
    reportRouteChange('/');
    reportRouteChange('/faq');
    expect(load).not.toHaveBeenCalled();
    expect(timers.setTimeout).toHaveBeenCalledTimes(1);
    expect(timers.setTimeout).toHaveBeenCalledWith(expect.any(Function), ROUTE_STATS_FLUSH_MS);
    (timers.setTimeout.mock.calls[0]?.[0] as () => void)();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when no collector is configured', () => {
    const { load } = slowLoad();
    armErrorReporting({ ...config, errorReporter: null }, noTimers, load);
    reportError(new Error('nowhere to send'));
    expect(load).not.toHaveBeenCalled();
  });

  it('tries again with the next notice when the notifier failed to load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    armErrorReporting(config, noTimers, load);
    reportError(new Error('first'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    reportError(new Error('second'));
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('hands the queue, the route views and the early page events to the notifier, masked', async () => {
    window.history.replaceState(null, '', '/faq?password=Sesame-1&q=pates');
    reportRouteChange('/faq');
    reportError(new Error('boom'));
    const early: HistoryEvent[] = [{ type: 'xhr', date: new Date(), method: 'GET', url: '/api/x?access_token=abc' }];
    await startErrorReporting(config, { take: () => early });

    const notifier = notifiers[0];
    expect(notifier?.options).toMatchObject({
      timeout: 10_000,
      performanceStats: true,
      apmHost: 'http://localhost:4000',
    });
    expect(notifier?.history).toEqual(early);
    expect(notifier?.routes).toEqual([['GET', '/faq', 200]]);
    expect(notifier?.sent).toHaveLength(1);

    const filtered = notifier?.filters[0]?.({
      context: { history: early },
      params: (notifier.sent[0] as { params: Record<string, unknown> }).params,
      session: {},
      errors: [],
    });
    const text = JSON.stringify(filtered);
    expect(text).not.toContain('Sesame-1');
    expect(text).not.toContain('access_token=abc');
    expect(text).toContain('pates');
  });
});
