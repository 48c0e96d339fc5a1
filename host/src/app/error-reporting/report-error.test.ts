import {
  reportError,
  reportRouteChange,
  setErrorReporter,
  whenReporterNeeded,
  type ErrorReporter,
} from './report-error';

function fakeReporter() {
  const notices: Array<[unknown, Record<string, unknown> | undefined]> = [];
  const routes: Array<[string, string, number]> = [];
  const reporter: ErrorReporter = {
    notify: (error, context) => notices.push([error, context]),
    routeChanged: (method, route, statusCode) => routes.push([method, route, statusCode]),
  };
  return { reporter, notices, routes };
}

afterEach(() => {
  // Drain what a test left queued, then go back to "no notifier yet".
  whenReporterNeeded(null);
  setErrorReporter(fakeReporter().reporter);
  setErrorReporter(null);
});

describe('report-error: the queue in front of the late notifier', () => {
  it('keeps the notices raised before the notifier arrives and sends them, in order, when it does', () => {
    window.history.replaceState(null, '', '/faq?q=pates');
    reportError(new Error('first'), { component: 'ErrorPage' });
    reportError(new Error('second'));
    const { reporter, notices } = fakeReporter();
    setErrorReporter(reporter);
    expect(notices.map(([error]) => (error as Error).message)).toEqual(['first', 'second']);
    expect(notices[0]?.[1]).toEqual({ page: '/faq', query: { q: 'pates' }, component: 'ErrorPage' });
    reportError(new Error('third'));
    expect(notices).toHaveLength(3);
  });

  it('keeps the route views for the stats and replays them before the queued notices', () => {
    const order: string[] = [];
    reportRouteChange('/');
    reportError(new Error('boom'));
    reportRouteChange('/faq', 404);
    setErrorReporter({
      notify: (error) => order.push(`notice ${(error as Error).message}`),
      routeChanged: (method, route, status) => order.push(`${method} ${route} ${status}`),
    });
    expect(order).toEqual(['GET / 200', 'GET /faq 404', 'notice boom']);
  });

  it('asks for the notifier: at once for a notice, by the stats flush for a route view', () => {
    const demands: string[] = [];
    whenReporterNeeded((demand) => demands.push(demand));
    reportRouteChange('/');
    reportError(new Error('boom'));
    expect(demands).toEqual(['route-stats', 'notice']);
  });

  it('announces work queued before anyone listened (an error during start-up)', () => {
    reportError(new Error('during start-up'));
    reportRouteChange('/');
    const demands: string[] = [];
    whenReporterNeeded((demand) => demands.push(demand));
    expect(demands).toEqual(['route-stats', 'notice']);
  });

  it('bounds the queue: 20 notices wait at most', () => {
    for (let index = 0; index < 30; index += 1) reportError(new Error(`n${index}`));
    const { reporter, notices } = fakeReporter();
    setErrorReporter(reporter);
    expect(notices).toHaveLength(20);
    expect((notices[0]?.[0] as Error).message).toBe('n0');
  });
});
