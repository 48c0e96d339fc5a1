/**
 * @jest-environment node
 */
import { sessionStore, type CardSlot } from 'shared-kit';
import type { ServerReadId, ServerReads, ServerVisitor } from 'shared-kit/core';
import { uiStore, useServerRead, useSiteRuntime } from 'shared-ui';
import { deferred } from 'shared-ui/testing';
import { themeModeAtom } from '../app/theme-mode/theme-mode';
import { planPage } from './render-page';
import { loadServerRemotePage, type ServerRemotePage } from './server-remote-pages';
import { at, renderData, SERVER_TEST_CONFIG as config, visitorNamed } from './testing/render-request';

jest.mock('./server-remote-pages', () => ({
  ...jest.requireActual<object>('./server-remote-pages'),
  loadServerRemotePage: jest.fn(),
}));
const loadRemotePage = jest.mocked(loadServerRemotePage);

/**
 * « Mon compte » as a remote draws it: whom the page's runtime holds, the stars read for them, and what the page-wide
 * session store says (nothing: no render may write it).
 */
function Account() {
  const { session } = useSiteRuntime();
  const slot = useServerRead('card-slots')?.[0];
  const stars = slot?.loyalty_card.data.available_points;
  const store = sessionStore.user?.email ?? 'personne';
  return (
    <p data-testid="account">{`${session.user?.firstName} ${session.user?.email} ${stars} étoiles · store: ${store}`}</p>
  );
}

const slotOf = (stars: number) =>
  [{ loyalty_card: { data: { available_points: stars, pending_points: 0 } } }] as CardSlot[];

/** Reads that answer when the test says, per visitor (by their token, as the session server reads them). */
function heldReads() {
  const held = new Map<string, ReturnType<typeof deferred<ServerReads['card-slots']>>>();
  const read = (id: ServerReadId, visitor: ServerVisitor) => {
    const key = `${id} ${visitor.user.tokens.accessToken}`;
    const answer = deferred<ServerReads['card-slots']>();
    held.set(key, answer);
    return answer.promise;
  };
  const answer = (visitor: ServerVisitor, stars: number) =>
    held.get(`card-slots ${visitor.user.tokens.accessToken}`)?.resolve(slotOf(stars));
  return { read, answer };
}

describe('two visitors’ pages rendered at once', () => {
  it('each HTML holds its own visitor alone, however their awaits interleave, and no page-wide store is written', async () => {
    const anna = visitorNamed('Anna', [{ couponIdentifier: 'goody-mug', quantity: 3 }]);
    const paul = visitorNamed('Paul');
    // The remote's page arrives for Anna after it arrives for Paul: both plans wait at once.
    const annaPage = deferred<ServerRemotePage>();
    const paulPage = deferred<ServerRemotePage>();
    loadRemotePage.mockReturnValueOnce(annaPage.promise).mockReturnValueOnce(paulPage.promise);
    const now = at('2026-06-01T12:00:00Z');
    const annaPlan = planPage({ url: '/mon-compte', config, now, visitor: anna });
    const paulPlan = planPage({ url: '/mon-compte', config, now, visitor: paul });
    paulPage.resolve({ Page: Account, reads: ['card-slots'] });
    annaPage.resolve({ Page: Account, reads: ['card-slots'] });
    const [forAnna, forPaul] = await Promise.all([annaPlan, paulPlan]);

    // As the session server does: each one's reads, answered in the other order, then each drawn, both at once.
    const reads = heldReads();
    const annaHtml = (async () => {
      const data = { 'card-slots': await reads.read('card-slots', anna) };
      return forAnna.render?.draw({ theme: 'dark', data });
    })();
    const paulHtml = (async () => {
      const data = { 'card-slots': await reads.read('card-slots', paul) };
      return forPaul.render?.draw({ theme: 'light', data });
    })();
    await Promise.resolve();
    reads.answer(paul, 5);
    reads.answer(anna, 120);
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
