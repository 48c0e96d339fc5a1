import type { SiteConfig } from 'shared-kit/core';
import { mountMode, routerReady, type InitializingRouter } from './mount-app';
import { readServerRenderData, serverRenderDataScript, SERVER_RENDER_DATA_ID } from './server-render-data';

const config = { siteUrl: 'http://localhost:3000' } as SiteConfig;

function routerAt(url: string, initialized = true) {
  const [pathname, search = ''] = url.split('?');
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized, location: { pathname: pathname ?? '/', search: search ? `?${search}` : '' } },
    subscribe: (listener: (state: { initialized: boolean }) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } satisfies InitializingRouter;
  const initialize = () => {
    router.state.initialized = true;
    listeners.forEach((listener) => listener(router.state));
  };
  return { router, initialize, listeners };
}

describe('hydrate or render anew', () => {
  const rendered = { theme: 'light' as const, config, page: 'complete' as const };
  const base = { serverRender: rendered, visitor: null, theme: 'light' as const, renderedUrl: '/faq?x=1' };

  it('hydrates what the server rendered for this very visitor', () => {
    expect(mountMode(base, routerAt('/faq?x=1').router)).toBe('hydrate');
    const forAnna = { ...rendered, visitor: 'anna@example.fr' };
    expect(mountMode({ ...base, serverRender: forAnna, visitor: 'anna@example.fr' }, routerAt('/faq?x=1').router)).toBe(
      'hydrate',
    );
  });

  it('renders anew a page rendered for someone else (logged in or out meanwhile)', () => {
    const forAnna = { ...rendered, visitor: 'anna@example.fr' };
    expect(mountMode({ ...base, visitor: 'anna@example.fr' }, routerAt('/faq?x=1').router)).toBe('render');
    expect(mountMode({ ...base, serverRender: forAnna }, routerAt('/faq?x=1').router)).toBe('render');
    expect(mountMode({ ...base, serverRender: forAnna, visitor: 'bob@example.fr' }, routerAt('/faq?x=1').router)).toBe(
      'render',
    );
  });

  it('renders anew a plain index.html, a skeleton, the site’s error page, another theme or a redirected address', () => {
    expect(mountMode({ ...base, serverRender: null }, routerAt('/faq?x=1').router)).toBe('render');
    const skeleton = { ...rendered, page: 'skeleton' as const };
    expect(mountMode({ ...base, serverRender: skeleton }, routerAt('/faq?x=1').router)).toBe('render');
    const notFound = { ...rendered, page: 'error' as const };
    expect(mountMode({ ...base, serverRender: notFound }, routerAt('/faq?x=1').router)).toBe('render');
    expect(mountMode({ ...base, theme: 'dark' }, routerAt('/faq?x=1').router)).toBe('render');
    expect(mountMode(base, routerAt('/connexion').router)).toBe('render');
  });

  it('renders anew a page whose state this tab keeps (a game in progress, a draft): the server could not show it', () => {
    expect(mountMode({ ...base, tabState: true }, routerAt('/faq?x=1').router)).toBe('render');
    expect(mountMode({ ...base, tabState: false }, routerAt('/faq?x=1').router)).toBe('hydrate');
  });

  it('renders anew a page whose remote the browser could not load (its fallback, not the server HTML)', () => {
    const { router } = routerAt('/faq?x=1');
    const failed = { ...router, state: { ...router.state, errors: { 'Foire aux questions': new Error('refused') } } };
    expect(mountMode(base, failed)).toBe('render');
  });

  it('waits for the router to have run its first loaders', async () => {
    const { router, initialize, listeners } = routerAt('/faq', false);
    let ready = false;
    const waiting = routerReady(router).then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    initialize();
    await waiting;
    expect(ready).toBe(true);
    expect(listeners.size).toBe(0);
  });
});

describe('the data of a server-rendered page', () => {
  afterEach(() => document.getElementById(SERVER_RENDER_DATA_ID)?.remove());

  it('is read back as written, and cannot close its script element early', () => {
    const script = serverRenderDataScript({
      theme: 'dark',
      config: { ...config, version: '</script><b>x' },
      page: 'complete',
    });
    expect(script).not.toContain('</script><b>');
    document.head.insertAdjacentHTML('beforeend', script);
    expect(readServerRenderData()).toEqual({
      theme: 'dark',
      config: { ...config, version: '</script><b>x' },
      page: 'complete',
    });
  });

  it('is null on the plain index.html or when malformed', () => {
    expect(readServerRenderData()).toBeNull();
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script id="${SERVER_RENDER_DATA_ID}" type="application/json">{"theme":"blue"}</script>`,
    );
    expect(readServerRenderData()).toBeNull();
  });

  it('reads every kind of page the server draws, and nothing else', () => {
    for (const page of ['complete', 'skeleton', 'error', 'not-found']) {
      document.getElementById(SERVER_RENDER_DATA_ID)?.remove();
      document.head.insertAdjacentHTML('beforeend', serverRenderDataScript({ theme: 'light', config, page } as never));
      expect(readServerRenderData()?.page ?? null).toBe(page === 'not-found' ? null : page);
    }
  });
});
