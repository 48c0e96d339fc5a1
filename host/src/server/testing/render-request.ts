import type {
  PageRequest,
  ServerFormState,
  ServerReadId,
  ServerReads,
  ServerRenderTheme,
  ServerVisitor,
  SiteConfig,
} from 'shared-kit/core';
import { readServerRenderData } from '../../app/server-render/server-render-data';
import { planPage } from '../render-page';
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

export type Reader = (id: ServerReadId, visitor?: ServerVisitor) => Promise<unknown>;

/**
 * As the session server does: the plan of the address, then what it names read (a visitor's for them), then the page
 * drawn with it, under the head its data named (`subjectHead`) or the plan's. Null when the plan leaves the page to the
 * browser.
 */
export async function renderPage({
  readProvider = async () => null,
  theme = 'light',
  form,
  ...request
}: PageRequest & { readProvider?: Reader; theme?: ServerRenderTheme; form?: ServerFormState }) {
  const plan = await planPage(request);
  if (!plan.render) return null;
  const data: ServerReads = {};
  for (const id of plan.render.reads) {
    const value = await readProvider(id, request.visitor);
    if (value !== null) Object.assign(data, { [id]: value });
  }
  const page = await plan.render.draw({ theme, data, ...(form ? { form } : {}) });
  const body = plan.render.fill(page.body);
  const head = `${page.subjectHead ?? plan.head}${page.head}`;
  return { ...page, body, head, validUntil: plan.render.validUntil, plan };
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
