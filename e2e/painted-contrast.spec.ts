import { ROUTE_PATHS } from 'shared-kit';
import { expect, test } from './support/fixtures';
import { paintedContrasts, type PaintedContrast } from './support/painted-contrast';
import { EVERY_ROUTE, walkPages } from './support/route-walk';
import { contextOf, signedUpState, type SiteLook } from './support/site-looks';

/**
 * WCAG 1.4.3 on the colours the screen paints, for every text that sits on the band (the page's red or yellow with
 * its confetti) or on a game's stage: 4.5:1, 3:1 for large titles, against every pixel behind the text. axe (see
 * accessibility.spec.ts) cannot see through a background image; this check compares two screenshots, the text shown
 * and the text hidden (support/painted-contrast.ts), so a colour that regresses or a confetti piece under a word fails.
 * Every route of the table, logged in in both themes on a desktop and a phone, and logged out (public pages).
 */
const COMBINATIONS: SiteLook[] = [
  { name: 'logged in, desktop, light', loggedIn: true, phone: false, theme: 'light' },
  { name: 'logged in, desktop, dark', loggedIn: true, phone: false, theme: 'dark' },
  { name: 'logged in, phone, light', loggedIn: true, phone: true, theme: 'light' },
  { name: 'logged in, phone, dark', loggedIn: true, phone: true, theme: 'dark' },
  { name: 'logged out, desktop, dark', loggedIn: false, phone: false, theme: 'dark' },
  { name: 'logged out, phone, light', loggedIn: false, phone: true, theme: 'light' },
];

let loggedInState: Awaited<ReturnType<typeof signedUpState>> | undefined;

const PATHS = [...EVERY_ROUTE.map((route) => route.path), '/cette-page/n-existe-pas'];

interface Failure extends PaintedContrast {
  page: string;
}

test.describe('painted contrast of the texts on the band and the game stage', () => {
  test.beforeAll(async ({ browser }) => {
    loggedInState = await signedUpState(browser);
  });

  for (const combination of COMBINATIONS) {
    test(`every text ≥ 4.5:1 (large ≥ 3:1) on what is painted behind it: ${combination.name}`, async ({ browser }) => {
      test.setTimeout(300_000);
      // Still pages: the two screenshots of a view must differ by the text only.
      const context = await contextOf(browser, combination, loggedInState, { reducedMotion: 'reduce' });
      const page = await context.newPage();
      const failures: Failure[] = [];
      let measured = 0;
      // One measure per page: a guard's redirect lands on a page already measured in this run.
      const checked = await walkPages(page, PATHS, async (landedOn) => {
        const contrasts = await paintedContrasts(page);
        measured += contrasts.length;
        failures.push(
          ...contrasts
            .filter((contrast) => contrast.ratio < contrast.needed)
            .map((contrast) => ({ page: landedOn, ...contrast })),
        );
      });
      await context.close();
      // The band's texts exist on these pages (breadcrumbs, titles, intros): measuring none would prove nothing.
      expect(measured).toBeGreaterThan(checked.size);
      expect(failures, `texts under their contrast (${combination.name})`).toEqual([]);
    });
  }
});

test('the check sees a colour that regresses and a decoration slid under a text', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(ROUTE_PATHS['shop-limited']);
  await expect(page.getByTestId('shop-limited')).toBeVisible();
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  expect((await paintedContrasts(page)).filter((contrast) => contrast.ratio < contrast.needed)).toEqual([]);

  // The light theme's near-black on the red (2.9:1, under the 3:1 of a large title).
  const regressed = await page.addStyleTag({ content: 'h1 { color: #1f1a17 !important; }' });
  // The title, not the breadcrumb's crumb of the same words: the large text.
  const titleOf = (contrasts: PaintedContrast[]) =>
    contrasts.find((contrast) => contrast.text === title && contrast.needed === 3);
  const dark = titleOf(await paintedContrasts(page));
  expect(dark?.ratio).toBeLessThan(3);
  await regressed.evaluate((element) => (element as HTMLElement).remove());

  // A white confetti piece under the white title.
  await page.evaluate(() => {
    const heading = document.querySelector('h1') as HTMLElement;
    heading.style.backgroundImage = 'none';
    const piece = document.createElement('span');
    piece.style.cssText = 'position:absolute;left:0;top:0;width:14px;height:14px;background:#fff;z-index:-1';
    heading.style.position = 'relative';
    heading.style.zIndex = '0';
    heading.prepend(piece);
  });
  const covered = titleOf(await paintedContrasts(page));
  expect(covered?.ratio).toBeLessThan(1.5);
  await context.close();
});
