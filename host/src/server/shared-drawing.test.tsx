/**
 * @jest-environment node
 */
import { Link, useLocation, useSearchParams } from 'react-router';
import { safeReturnPath, type PageRequest } from 'shared-kit/core';
import { loadServerRemotePage } from './server-remote-pages';
import { renderDrawnAs, renderPage } from './server-page';
import { ownDrawing } from './shared-drawing';
import { at, SERVER_TEST_CONFIG as config, TEST_PROVIDER, withRemotesDown } from './testing/render-request';

jest.mock('./server-remote-pages', () => ({
  ...jest.requireActual<object>('./server-remote-pages'),
  loadServerRemotePage: jest.fn(),
}));
const loadRemotePage = jest.mocked(loadServerRemotePage);
withRemotesDown(loadRemotePage);

/** A remote page carrying `r` as the auth pages do (mfe-auth's return-path.ts): to its links and its form. */
function FakeAuthPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const r = safeReturnPath(params.get('r'));
  const withR = (path: string) => (r ? `${path}?${new URLSearchParams({ r }).toString()}` : path);
  return (
    <form action={withR(pathname)} method="post">
      <Link to={withR('/connexion/s-inscrire')}>Créer un compte</Link>
    </form>
  );
}

const now = at('2026-06-01T12:00:00Z');

/** The page as sent: its body filled with the request's own values. */
async function drawn(page: Promise<Awaited<ReturnType<typeof renderPage>>>) {
  const answer = await page;
  return { key: answer.shared?.key, body: answer.shared ? answer.shared.fill(answer.body) : answer.body };
}

const asked = (url: string): PageRequest => ({ url, config, now, theme: 'light', provider: TEST_PROVIDER });

describe("an anonymous page drawn once for every `r` and unknown address, filled with the request's", () => {
  beforeEach(() => loadRemotePage.mockResolvedValue({ default: FakeAuthPage }));

  it.each([
    '/faq?r=%2Fla-grande-boutique%2Fpanier',
    '/?r=/mon-compte&utm_source=affiche',
    '/faq?r=%2Fx%3Fa%3D1%26b%3D%22%3C%27%3E%20y',
    '/faq?r=https%3A%2F%2Fevil.example',
    '/faq?r=%2F%2Fevil.example',
    '/connexion/se-connecter?r=%2Fla-grande-boutique%2Fdeclarer-mes-achats',
    '/connexion/se-connecter',
    '/nulle-part',
    '/nulle-part?x=%3Cscript%3E&r=%2Fmon-compte',
    '/le-jeu/star-academy/x\'y"z<b>&amp;',
    '/LA-GRANDE-BOUTIQUE/cadeau/12/Bad_Slug',
    '/mon-compte/mon-historique/ma-preuve-d-achat/pas-un-uuid',
    '/la-grande-boutique/x/y/z?r=%2Ffaq',
    '/le-jeu/xyz',
    '/%C3%A9t%C3%A9?r=https%3A%2F%2Fevil.example',
  ])('%s: the same HTML as drawn at its own address', async (url) => {
    const shared = await drawn(renderPage(asked(url)));
    const own = await drawn(renderDrawnAs(asked(url), ownDrawing));
    expect(shared.body).toBe(own.body);
    expect(shared.body).not.toContain('lgb-placeholder');
    // A foreign `r` is never a link (the 404 shows the address asked for, as text).
    expect(shared.body).not.toMatch(/(href|action)="[^"]*evil/);
  });

  it('shares one drawing among any number of `r` values and unknown addresses', async () => {
    const keys = new Set<string | undefined>();
    for (let i = 0; i < 20; i += 1) {
      for (const url of [`/faq?r=%2Fx${i}`, `/inconnue-${i}/${i}?q=${i}`, `/le-jeu/${i}?r=%2Fy${i}`]) {
        keys.add((await renderPage(asked(url))).shared?.key);
      }
    }
    expect([...keys].sort()).toEqual([
      'light /faq?r=%2Flgb-placeholder-r {}',
      'light /le-jeu/lgb-placeholder-segment?r=%2Flgb-placeholder-r {}',
      'light /lgb-placeholder-segment {}',
    ]);
  });

  it('refuses to fill a drawing that shows a placeholder some other way, rather than send it', async () => {
    function ShowsR() {
      const [params] = useSearchParams();
      return <p>{params.get('r')}</p>;
    }
    loadRemotePage.mockResolvedValue({ default: ShowsR });
    await expect(drawn(renderPage(asked('/connexion/se-connecter?r=%2Fmon-compte')))).rejects.toThrow(
      'shows a placeholder it cannot fill',
    );
  });
});
