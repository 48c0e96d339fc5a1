import type { SiteConfig } from 'shared-kit/core';
import type { HistoryEvent } from './early-history';
import { reportError, reportRouteChange, setErrorReporter } from './report-error';
import { startErrorReporting } from './start-error-reporting';

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

afterEach(() => {
  setErrorReporter({ notify: () => undefined, routeChanged: () => undefined });
  setErrorReporter(null);
  notifiers.length = 0;
});

describe('the notifier set-up (REPORT-1)', () => {
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
