import { recordEarlyHistory } from './early-history';

// The rule's figure, written here on purpose: the test must not read it back from the code it checks.
const HISTORY_MAX = 20; // REPORT-1

describe('early history: page events recorded until the notifier takes over (REPORT-1: history 20)', () => {
  const realFetch = window.fetch;
  const realPushState = window.history.pushState;

  afterEach(() => {
    window.fetch = realFetch;
    window.history.pushState = realPushState;
  });

  it('records requests and page changes in the notifier’s shape, then stops when taken', async () => {
    const answer = jest.fn(async () => ({ status: 204 }) as Response);
    window.fetch = answer;
    window.history.replaceState(null, '', '/');
    const history = recordEarlyHistory(window);

    await window.fetch('/api/session', { method: 'GET' });
    await window.fetch(new URL('http://localhost/api/logout'), { method: 'DELETE' });
    window.history.pushState(null, '', '/faq?q=pates');
    window.history.pushState(null, '', '/connexion');

    const events = history.take();
    expect(events.map(({ date: _date, duration: _duration, ...rest }) => rest)).toEqual([
      { type: 'xhr', method: 'GET', url: '/api/session', statusCode: 204 },
      { type: 'xhr', method: 'DELETE', url: 'http://localhost/api/logout', statusCode: 204 },
      { type: 'location', from: '/', to: '/faq' },
      { type: 'location', from: '/faq', to: '/connexion' },
    ]);
    expect(window.location.pathname).toBe('/connexion');

    // Taken: the wrappers only pass calls through from now on.
    await window.fetch('/api/session');
    window.history.pushState(null, '', '/faq');
    expect(answer).toHaveBeenCalledTimes(3);
    expect(window.location.pathname).toBe('/faq');
    expect(history.take()).toEqual([]);
  });

  it('records a failed request with its error and passes the failure on', async () => {
    const failure = new TypeError('Failed to fetch');
    window.fetch = jest.fn(async () => {
      throw failure;
    });
    const history = recordEarlyHistory(window);
    await expect(window.fetch('/api/session')).rejects.toBe(failure);
    expect(history.take()).toEqual([expect.objectContaining({ type: 'xhr', url: '/api/session', error: failure })]);
  });

  it('keeps the last 20 events', async () => {
    window.fetch = jest.fn(async () => ({ status: 200 }) as Response);
    const history = recordEarlyHistory(window);
    for (let index = 0; index < HISTORY_MAX + 5; index += 1) await window.fetch(`/api/${index}`);
    const events = history.take();
    expect(events).toHaveLength(HISTORY_MAX);
    expect(events[0]?.url).toBe('/api/5');
  });
});
