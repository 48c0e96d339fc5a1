import type { SiteConfig } from 'shared-kit/core';
import type { EarlyHistory } from './early-history';
import { armErrorReporting } from './arm-error-reporting';

// The rule's figure, written here on purpose: the test must not read it back from the code it checks.
const ROUTE_STATS_FLUSH_MS = 15_000; // REPORT-1
import { reportError, reportRouteChange, setErrorReporter, whenReporterNeeded } from './report-error';

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
  noTimers.setTimeout.mockClear();
});

describe('error reporter loaded on demand (off the first load and the idle-time work)', () => {
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
});
