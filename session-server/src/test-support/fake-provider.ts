import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import type { Title } from 'shared-kit/contracts';

/**
 * A small stand-in for the provider's auth and user-settings endpoints, answering the success
 * and error shapes of provider-sandbox/CONTRACT.md. `failNext` forces one answer on a path.
 */
export const CLIENT_ID = 'la-grande-boutique-test';

interface Account {
  id: number;
  email: string;
  password: string;
  title: Title | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
}

interface Credentials {
  client_id: string;
  email: string;
  password: string;
}

export interface FakeProvider {
  url: string;
  accounts: Map<string, Account>;
  /** Requests received, for assertions on what the server sent. */
  calls: {
    method: string;
    path: string;
    query: Record<string, unknown>;
    body: Record<string, unknown>;
    /** The visitor's address the server named (X-Forwarded-For). */
    forwardedFor?: string;
    /** The X-Request-Id the server sent with the call. */
    requestId?: string;
  }[];
  failNext(path: string, status: number, body: object): void;
  revoke(token: string): void;
  close(): Promise<void>;
}

const publicUser = ({ password: _password, ...user }: Account) => ({ ...user, external_id: null, custom_fields: {} });

export async function startFakeProvider(): Promise<FakeProvider> {
  const accounts = new Map<string, Account>();
  const byId = new Map<number, Account>();
  const tokens = new Map<string, number>();
  const failures = new Map<string, { status: number; body: object }>();
  const calls: FakeProvider['calls'] = [];
  let nextId = 1;
  const app = express();
  app.use(express.json());
  app.use((req, res, next) => {
    calls.push({
      method: req.method,
      path: req.path,
      query: { ...req.query },
      body: (req.body ?? {}) as Record<string, unknown>,
      forwardedFor: req.get('x-forwarded-for'),
      requestId: req.get('x-request-id'),
    });
    const failure = failures.get(req.path);
    if (!failure) return next();
    failures.delete(req.path);
    res.status(failure.status).json(failure.body);
  });

  const issue = (account: Account) => {
    const token = `token-${account.id}-${tokens.size + 1}-${'x'.repeat(40)}`;
    tokens.set(token, account.id);
    return { user: publicUser(account), access_token: token, expires_at: '2028-11-22T00:00:00Z' };
  };
  const current = (token: unknown) => (typeof token === 'string' ? byId.get(tokens.get(token) ?? 0) : undefined);

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.post('/api/fidmarques/v1/sdk/signup', (req, res) => {
    const { client_id, email, password, first_name, last_name } = req.body as Credentials & {
      first_name: string;
      last_name: string;
    };
    if (client_id !== CLIENT_ID) return void res.status(403).json({ code: 'forbidden', user_message: 'Accès refusé.' });
    if (accounts.has(email)) {
      return void res
        .status(400)
        .json({ code: 'account_already_exists', user_message: 'Un compte existe déjà avec cette adresse e-mail.' });
    }
    const account: Account = { id: nextId++, email, password, title: null, first_name, last_name, phone: null };
    accounts.set(email, account);
    byId.set(account.id, account);
    res.status(201).json(issue(account));
  });
  app.post('/api/fidmarques/v1/sdk/login', (req, res) => {
    const { email, password } = req.body as Credentials;
    const account = accounts.get(email);
    if (!account)
      return void res.status(400).json({ code: 'unknown_email', user_message: 'E-mail ou mot de passe incorrect.' });
    if (account.password !== password) {
      return void res.status(400).json({ code: 'wrong_password', user_message: 'E-mail ou mot de passe incorrect.' });
    }
    res.json(issue(account));
  });
  app.get('/api/v2/users/settings', (req, res) => {
    const account = current(req.query.access_token);
    if (!account) return void res.status(401).json({ code: 'unauthorized' });
    res.json({ user: publicUser(account) });
  });
  app.put('/api/v2/users/settings', (req, res) => {
    const account = current(req.query.access_token);
    if (!account) return void res.status(401).json({ code: 'unauthorized' });
    const changes = req.body as Partial<Account>;
    if (changes.email !== undefined && changes.email !== account.email) {
      if (changes.password !== account.password) {
        return void res.status(400).json({ code: 'wrong_password', user_message: 'Mot de passe incorrect.' });
      }
      if (accounts.has(changes.email)) {
        return void res
          .status(400)
          .json({ code: 'account_already_exists', user_message: 'Un compte existe déjà avec cette adresse e-mail.' });
      }
      accounts.delete(account.email);
      account.email = changes.email;
      accounts.set(account.email, account);
    }
    for (const key of ['title', 'first_name', 'last_name', 'phone'] as const) {
      if (changes[key] !== undefined) Object.assign(account, { [key]: changes[key] });
    }
    res.json({ user: publicUser(account) });
  });

  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accounts,
    calls,
    failNext: (path, status, body) => failures.set(path, { status, body }),
    revoke: (token) => tokens.delete(token),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
