import autocannon from 'autocannon';

/**
 * A steady load through the balancer while a journey changes the deployment (a remote rolled, a replica killed, Redis
 * stopped): a logged-in visitor's page views and API reads, counted by answer. Bounded in time; stopped by the journey
 * as soon as its change is over. A failed request is a status other than 200 or an error (refused, reset, timed out).
 */
export interface LoadCount {
  requests: number;
  byStatus: Record<string, number>;
  errors: number;
  timeouts: number;
  /** Requests that did not answer 200. */
  failed: number;
}

export interface BackgroundLoad {
  stop(): Promise<LoadCount>;
}

export function startBackgroundLoad(options: {
  cookie: string;
  paths: string[];
  connections?: number;
  maxSeconds?: number;
}): BackgroundLoad {
  const byStatus: Record<string, number> = {};
  let errors = 0;
  let finish: (result: autocannon.Result) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: 'http://localhost:3000',
      connections: options.connections ?? 8,
      duration: options.maxSeconds ?? 120,
      timeout: 10,
      headers: { cookie: options.cookie, 'accept-encoding': 'gzip' },
      requests: options.paths.map((path) => ({ method: 'GET', path })),
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on('response', (_client, statusCode) => {
    byStatus[statusCode] = (byStatus[statusCode] ?? 0) + 1;
  });
  instance.on('reqError', () => {
    errors += 1;
  });
  return {
    async stop() {
      instance.stop();
      const result = await done;
      const answered = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
      return {
        requests: answered + errors,
        byStatus,
        errors,
        timeouts: result.timeouts,
        failed: answered - (byStatus['200'] ?? 0) + errors,
      };
    },
  };
}
