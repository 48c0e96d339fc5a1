import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSharedState, type SharedState } from '../shared-state/shared-state';
import { testApp } from './test-app';

/** One session-server instance on its own port with its own Redis connection, as a process of the cluster would be. */
export interface Instance {
  url: string;
  shared: SharedState;
  server: http.Server;
  close(): Promise<void>;
}

/** An instance sharing `redisUrl`; waits until its connection is ready. */
export async function startInstance(redisUrl: string, env: Record<string, string>): Promise<Instance> {
  const shared = createSharedState(redisUrl);
  if (!(await shared.ready())) throw new Error(`Redis at ${redisUrl} did not answer`);
  const { app } = testApp({ REDIS_URL: redisUrl, ...env }, { shared });
  const server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    shared,
    server,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await shared.close();
    },
  };
}

/** Asks again every 200 ms until `ready` says yes (e.g. once Redis is back and the clients reconnected). */
export async function eventually(ready: () => Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** A sign-up of the tests, with its right and a wrong login. */
export function testAccount(email: string) {
  const signup = {
    email,
    password: 'pates-fraiches-2025',
    lastName: 'Durand',
    firstName: 'Camille',
    termsAccepted: true,
    adult: true,
  };
  return {
    signup,
    right: { email, password: signup.password },
    wrong: { email, password: 'essai-essai' },
  };
}
