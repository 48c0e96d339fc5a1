/**
 * @jest-environment ./host/src/app/testing/jsdom-with-fetch.js
 */
import { screen } from '@testing-library/react';
import { renderShell, stubPages } from '../testing/shell-fixture';
import { anchorIdFromHash, smoothScrollTo } from './smooth-scroll';

// The rule's figure, written here on purpose: the test must not read it back from the code it checks.
const SCROLL_ANIMATION_MS = 300; // LAYOUT-2

describe('scroll on navigation (LAYOUT-2: smooth, 300 ms)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('animates to the target over 300 ms', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    jest.spyOn(performance, 'now').mockReturnValue(1_000);
    smoothScrollTo(600);
    frames.shift()?.(1_000 + SCROLL_ANIMATION_MS / 2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    frames.shift()?.(1_000 + SCROLL_ANIMATION_MS);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 600);
    expect(frames).toHaveLength(0);
  });

  it('goes to the top on a navigation, and to the anchor when the URL has a hash', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const shell = renderShell({ path: '/faq' });
    await screen.findByTestId('page-faq');
    const anchor = document.createElement('h2');
    anchor.id = 'delais';
    anchor.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    document.body.appendChild(anchor);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(performance.now() + SCROLL_ANIMATION_MS);
      return 0;
    });
    await shell.navigate('/faq#delais');
    expect(scrollTo).toHaveBeenLastCalledWith(0, expect.any(Number));
    const [, y] = scrollTo.mock.calls.at(-1) as unknown as [number, number];
    expect(y).toBeGreaterThan(800);
    await shell.navigate('/mentions-legales');
    await screen.findByTestId('page-legal-notices');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    anchor.remove();
  });

  it('reads a malformed hash as written instead of throwing (the page must not fall over)', () => {
    expect(anchorIdFromHash('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(anchorIdFromHash('#%')).toBe('%');
    expect(anchorIdFromHash('#comment-d%C3%A9clarer')).toBe('comment-déclarer');
  });

  it('shows the FAQ, not the error page, for a malformed hash', async () => {
    const { default: FaqPage } = await import('../../pages/FaqPage');
    renderShell({ path: '/faq#%E0%A4%A', load: async (route) => (route.name === 'faq' ? FaqPage : stubPages(route)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aide et FAQ' })).toBeInTheDocument();
    expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
  });
});
