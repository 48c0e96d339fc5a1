import type { SiteConfig } from 'shared-kit/contracts';
import { remoteCodeOf, remotePreloads } from './remote-preloads';

const REMOTES = {
  auth: 'http://localhost:3101/mf-manifest.json',
  account: 'http://localhost:3102/mf-manifest.json',
  shop: 'https://cdn.example.fr/shop/1.5.0/mf-manifest.json',
  game: 'http://localhost:3104/mf-manifest.json',
} as SiteConfig['remotes'];

const manifest = (chunk: string) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './ShopLimitedPage',
      assets: { js: { sync: ['assets/5.aa.js', `assets/${chunk}`], async: ['assets/9.js'] } },
    },
    { path: './ShopPage', assets: { js: { sync: ['assets/shop.bb.js'] } } },
  ],
});

function answering(bodies: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchImpl = (async (url: string | URL | Request) => {
    const href = String(url);
    asked.push(href);
    const body = bodies[href];
    return body === undefined ? new Response('no', { status: 503 }) : Response.json(body);
  }) as typeof fetch;
  return { fetchImpl, asked };
}

describe('remote preloads: the remote code a page announces in its HTML', () => {
  const quiet = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterAll(() => quiet.mockRestore());

  it('resolves the entry and the first chunks of an exposed page against where the manifest is served', () => {
    const code = remoteCodeOf(REMOTES.shop, manifest('limited.cc.js'));
    expect(code.origin).toBe('https://cdn.example.fr');
    expect(code.remoteEntry).toBe('https://cdn.example.fr/shop/1.5.0/remoteEntry.js');
    expect(code.pages.get('./ShopLimitedPage')).toEqual([
      'https://cdn.example.fr/shop/1.5.0/assets/5.aa.js',
      'https://cdn.example.fr/shop/1.5.0/assets/limited.cc.js',
    ]);
  });

  it('announces the page’s remote entry and chunks once its manifest is read, and the provider on every page', async () => {
    const { fetchImpl } = answering({ [REMOTES.shop]: manifest('limited.cc.js') });
    const preloads = remotePreloads({ remotes: REMOTES, providerUrl: 'http://localhost:4000/', fetchImpl });
    expect(preloads.tagsFor(null)).toBe('<link rel="preconnect" href="http://localhost:4000" crossorigin>');
    await preloads.warm();
    expect(preloads.tagsFor({ remote: 'shop', page: './ShopLimitedPage' })).toBe(
      '<link rel="preconnect" href="http://localhost:4000" crossorigin>' +
        '<link rel="preconnect" href="https://cdn.example.fr">' +
        '<link rel="preload" as="script" href="https://cdn.example.fr/shop/1.5.0/remoteEntry.js">' +
        '<link rel="preload" as="script" href="https://cdn.example.fr/shop/1.5.0/assets/5.aa.js">' +
        '<link rel="preload" as="script" href="https://cdn.example.fr/shop/1.5.0/assets/limited.cc.js">',
    );
  });

  it('never waits for a manifest: an unread or unreachable one announces nothing but the provider', async () => {
    const { fetchImpl } = answering({});
    const preloads = remotePreloads({ remotes: REMOTES, providerUrl: 'http://localhost:4000', fetchImpl });
    expect(preloads.tagsFor({ remote: 'game', page: './GamePage' })).not.toContain('preload');
    await preloads.warm();
    expect(preloads.tagsFor({ remote: 'game', page: './GamePage' })).not.toContain('preload');
  });

  it('reads a manifest again once a minute old: a remote redeployed alone is announced anew', async () => {
    let at = 0;
    const bodies: Record<string, unknown> = { [REMOTES.shop]: manifest('first.js') };
    const { fetchImpl, asked } = answering(bodies);
    const preloads = remotePreloads({ remotes: REMOTES, providerUrl: 'http://p', fetchImpl, now: () => at });
    await preloads.warm();
    bodies[REMOTES.shop] = manifest('second.js');
    at = 30_000;
    expect(preloads.tagsFor({ remote: 'shop', page: './ShopLimitedPage' })).toContain('first.js');
    const reads = asked.length;
    at = 61_000;
    expect(preloads.tagsFor({ remote: 'shop', page: './ShopLimitedPage' })).toContain('first.js');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked.length).toBe(reads + 1);
    expect(preloads.tagsFor({ remote: 'shop', page: './ShopLimitedPage' })).toContain('second.js');
  });

  it('keeps the last good read when the remote cannot be reached for a while', async () => {
    let at = 0;
    const bodies: Record<string, unknown> = { [REMOTES.shop]: manifest('good.js') };
    const { fetchImpl } = answering(bodies);
    const preloads = remotePreloads({ remotes: REMOTES, providerUrl: 'http://p', fetchImpl, now: () => at });
    await preloads.warm();
    delete bodies[REMOTES.shop];
    at = 120_000;
    preloads.tagsFor({ remote: 'shop', page: './ShopLimitedPage' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads.tagsFor({ remote: 'shop', page: './ShopLimitedPage' })).toContain('good.js');
  });

  it('tries again within seconds a remote that was not up yet when the server started', async () => {
    let at = 0;
    const bodies: Record<string, unknown> = {};
    const { fetchImpl } = answering(bodies);
    const preloads = remotePreloads({ remotes: REMOTES, providerUrl: 'http://p', fetchImpl, now: () => at });
    await preloads.warm();
    bodies[REMOTES.shop] = manifest('late.js');
    at = 2_500;
    expect(preloads.tagsFor({ remote: 'shop', page: './ShopLimitedPage' })).not.toContain('late.js');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads.tagsFor({ remote: 'shop', page: './ShopLimitedPage' })).toContain('late.js');
  });

  it('says which build of each remote it last read, a new one after the remote is redeployed', async () => {
    let clock = 0;
    const bodies: Record<string, unknown> = { [REMOTES.shop]: manifest('limited.cc.js') };
    const { fetchImpl } = answering(bodies);
    const preloads = remotePreloads({
      remotes: REMOTES,
      providerUrl: 'http://localhost:4000/',
      fetchImpl,
      now: () => clock,
      ttlMs: 3_000,
    });
    await preloads.warm();
    const first = preloads.builds().shop;
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(preloads.builds().auth).toBeUndefined();
    bodies[REMOTES.shop] = manifest('limited.dd.js');
    clock = 3_000;
    preloads.tagsFor({ remote: 'shop', page: './ShopLimitedPage' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(preloads.builds().shop).toMatch(/^[0-9a-f]{16}$/);
    expect(preloads.builds().shop).not.toBe(first);
  });

  it('reads a stale manifest again when asked for the builds alone (a kept page draws no tags)', async () => {
    let clock = 0;
    const bodies: Record<string, unknown> = { [REMOTES.shop]: manifest('limited.cc.js') };
    const { fetchImpl } = answering(bodies);
    const preloads = remotePreloads({
      remotes: REMOTES,
      providerUrl: 'http://p',
      fetchImpl,
      now: () => clock,
      ttlMs: 3_000,
    });
    await preloads.warm();
    const first = preloads.builds().shop;
    bodies[REMOTES.shop] = manifest('limited.dd.js');
    clock = 2_999;
    preloads.builds();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(preloads.builds().shop).toBe(first);
    clock = 3_000;
    // Never waited for: this page still goes with the build it had, the next ones with the new one.
    expect(preloads.builds().shop).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(preloads.builds().shop).not.toBe(first);
  });
});
