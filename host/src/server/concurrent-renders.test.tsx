/**
 * @jest-environment node
 */
import { sessionStore, type CardSlot } from 'shared-kit';
import { loadReads, pageRead, uiStore, useLoaded, useSiteRuntime } from 'shared-ui';
import { deferred } from 'shared-ui/testing';
import { themeModeAtom } from '../app/theme-mode/theme-mode';
import type { PageModule } from '../app/routes/create-routes';
import { renderPage } from './render-page';
import { loadServerRemotePage } from './server-remote-pages';
import { at, renderData, SERVER_TEST_CONFIG as config, TEST_PROVIDER, visitorNamed } from './testing/render-request';

jest.mock('./server-remote-pages', () => ({
  ...jest.requireActual<object>('./server-remote-pages'),
  loadServerRemotePage: jest.fn(),
}));
const loadRemotePage = jest.mocked(loadServerRemotePage);

const slotsRead = pageRead('slots', (kit: { getCardSlots(): Promise<CardSlot[]> }) => kit.getCardSlots());

/**
 * « Mon compte » as a remote draws it: whom the page's runtime holds, the stars its loader read for them, and what the
 * page-wide session store says (nothing: no render may write it).
 */
function Account() {
  const { session } = useSiteRuntime();
  const stars = useLoaded(slotsRead)?.[0]?.loyalty_card.data.available_points;
  const store = sessionStore.user?.email ?? 'personne';
  return (
    <p data-testid="account">{`${session.user?.firstName} ${session.user?.email} ${stars} étoiles · store: ${store}`}</p>
  );
}
const ACCOUNT: PageModule = { default: Account, loader: ({ kit }) => loadReads(kit, [slotsRead]) };

const slotOf = (stars: number) => [{ loyalty_card: { data: { available_points: stars, pending_points: 0 } } }];

/** The provider's answers held until the test says, per visitor (by the token their page's reads carry). */
function heldProvider() {
  const held = new Map<string, ReturnType<typeof deferred<number>>>();
  const heldFor = (token: string) => {
    let answer = held.get(token);
    if (!answer) held.set(token, (answer = deferred<number>()));
    return answer;
  };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const token = new URL(String(input)).searchParams.get('access_token') ?? '';
    const stars = await heldFor(token).promise;
    return new Response(JSON.stringify({ card_slots: slotOf(stars) }), { status: 200 });
  });
  return { answer: (token: string, stars: number) => heldFor(token).resolve(stars) };
}

describe('two visitors’ pages rendered at once', () => {
  it('each HTML holds its own visitor alone, however their awaits interleave, and no page-wide store is written', async () => {
    const anna = visitorNamed('Anna', [{ couponIdentifier: 'goody-mug', quantity: 3 }]);
    const paul = visitorNamed('Paul');
    // The remote's page arrives for Anna after it arrives for Paul, their reads in the other order: both at once.
    const annaPage = deferred<PageModule>();
    const paulPage = deferred<PageModule>();
    loadRemotePage.mockReturnValueOnce(annaPage.promise).mockReturnValueOnce(paulPage.promise);
    const provider = heldProvider();
    const now = at('2026-06-01T12:00:00Z');
    const request = { url: '/mon-compte', config, now, provider: TEST_PROVIDER };
    const annaHtml = renderPage({ ...request, visitor: anna, theme: 'dark' });
    const paulHtml = renderPage({ ...request, visitor: paul, theme: 'light' });
    paulPage.resolve(ACCOUNT);
    annaPage.resolve(ACCOUNT);
    await new Promise((resolve) => setTimeout(resolve, 10));
    provider.answer(paul.user.tokens.accessToken, 5);
    provider.answer(anna.user.tokens.accessToken, 120);
    const [annaPageHtml, paulPageHtml] = await Promise.all([annaHtml, paulHtml]);

    expect(annaPageHtml?.body).toContain('Anna anna@example.fr 120 étoiles · store: personne');
    expect(paulPageHtml?.body).toContain('Paul paul@example.fr 5 étoiles · store: personne');
    for (const [html, other] of [
      [`${annaPageHtml?.head}${annaPageHtml?.body}`, 'Paul'],
      [`${paulPageHtml?.head}${paulPageHtml?.body}`, 'Anna'],
    ] as const) {
      expect(html).not.toContain(other);
      expect(html).not.toContain(`${other.toLowerCase()}@example.fr`);
      expect(html).not.toContain('secret-token');
    }
    // Their headers: their basket (3 goodies for Anna, none for Paul), their theme, their data.
    expect(annaPageHtml?.body).toMatch(/data-testid="basket-count"[^>]*>3</);
    expect(paulPageHtml?.body).not.toContain('data-testid="basket-count"');
    expect(renderData(annaPageHtml?.head)).toMatchObject({ theme: 'dark', visitor: 'anna@example.fr' });
    expect(renderData(paulPageHtml?.head)).toMatchObject({ theme: 'light', visitor: 'paul@example.fr' });
    // Nothing page-wide was written: the server has no visitor, nor a theme, of its own.
    expect(sessionStore.user).toBeNull();
    expect(uiStore.get(themeModeAtom)).toBe('light');
  });
});

afterEach(() => jest.restoreAllMocks());
