import type { PageRequest, ServerVisitor, SiteConfig } from 'shared-kit/core';
import { readServerRenderData } from '../../app/server-render/server-render-data';
import { renderPage as renderPageOnServer } from '../render-page';
import type { loadServerRemotePage } from '../server-remote-pages';

/** 1 January → 31 December 2026 in Paris (winter time UTC+1 at both ends), as the session server gives it. */
export const SERVER_TEST_CONFIG = {
  environment: 'test',
  siteUrl: 'https://www.la-grande-boutique.fr',
  version: '1.0.0',
  remotes: {},
  kit: { region: 'fr', environment: 'test', clientId: 'lgb', baseUrls: { api: 'http://p', upload: 'http://p' } },
  game: {
    current: 4,
    schedule: {
      teasing: '2026-01-01T00:00:00',
      start: '2026-02-01T00:00:00',
      end: '2026-12-31T23:59:59',
      timezone: 'Europe/Paris',
    },
    instants: {
      teasing: Date.parse('2025-12-31T23:00:00Z'),
      start: Date.parse('2026-01-31T23:00:00Z'),
      end: Date.parse('2026-12-31T22:59:59Z'),
    },
  },
  errorReporter: null,
} as unknown as SiteConfig;

export const at = (iso: string) => Date.parse(iso);

/** A visitor as their session holds them. */
export function visitorNamed(firstName: string, basket: ServerVisitor['basket']['purchases'] = []): ServerVisitor {
  return {
    user: {
      title: null,
      firstName,
      lastName: 'Martin',
      email: `${firstName.toLowerCase()}@example.fr`,
      phone: null,
      tokens: { accessToken: `secret-token-${firstName.toLowerCase()}` },
    },
    basket: { purchases: basket },
  };
}

/** A document holding only the page's data script, as the browser reads it. */
export const documentWith = (head: string) =>
  ({
    getElementById: () => ({ textContent: /<script id="lgb-server-render"[^>]*>(.*?)<\/script>/s.exec(head)?.[1] }),
  }) as unknown as Document;

export const renderData = (head: string | undefined) => readServerRenderData(documentWith(head ?? ''));

/** The provider as the tests' pages reach it: answers by path, a 404 for any other (a read the page did not get). */
export const TEST_PROVIDER: PageRequest['provider'] = {
  region: 'fr',
  environment: 'test',
  baseUrls: { api: 'http://provider.test', upload: 'http://provider.test' },
  clientId: 'lgb',
};

/** What the provider answers, by path (`/api/fidmarquesv3/shopv3`): the calls the page's loaders make are counted. */
export type ProviderAnswers = Record<string, unknown>;

/**
 * Stands the provider in for the tests' pages: `fetch` answers the paths given (JSON, 200), 404 for the others, and
 * records every call (the path and the access token it carried).
 */
export function fakeProvider(answers: ProviderAnswers = {}) {
  const calls: Array<{ path: string; token: string | null }> = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    calls.push({ path: url.pathname, token: url.searchParams.get('access_token') });
    const body = answers[url.pathname];
    return new Response(JSON.stringify(body ?? { code: 'not_found' }), { status: body === undefined ? 404 : 200 });
  });
  return { calls, restore: () => spy.mockRestore() };
}

/** As the session server does: the page at the address for the request's visitor, in the light theme by default. */
export function renderPage(request: Omit<PageRequest, 'provider' | 'theme'> & Partial<PageRequest>) {
  return renderPageOnServer({ theme: 'light', provider: TEST_PROVIDER, ...request });
}

/**
 * Before each test, every remote's server build out of reach (a test says which page a remote gives), and their
 * warnings silenced; `loadRemotePage` is the test file's mock of server-remote-pages' loader.
 */
export function withRemotesDown(loadRemotePage: jest.MockedFunction<typeof loadServerRemotePage>): void {
  beforeEach(() => {
    loadRemotePage.mockReset();
    loadRemotePage.mockRejectedValue(new Error('the remote cannot be reached'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
}
