/**
 * @jest-environment node
 */
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { preloadableView } from './lazy-view';

function Stars({ count }: { count: number }) {
  return <span>{`${count} étoiles`}</span>;
}

describe('a header view loaded on demand', () => {
  it('is left to the browser by a server render before its code is loaded, and rendered whole after', async () => {
    const load = jest.fn(async () => Stars);
    const { View, preload } = preloadableView(load);
    const page = () =>
      renderToString(
        <Suspense fallback={<span>…</span>}>
          <View count={3} />
        </Suspense>,
      );
    await preload();
    expect(page()).toContain('3 étoiles');
    expect(page()).not.toContain('…');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when nobody preloaded it', () => {
    const { View } = preloadableView(async () => Stars);
    const html = renderToString(
      <Suspense fallback={<span>plus tard</span>}>
        <View count={1} />
      </Suspense>,
    );
    expect(html).toContain('plus tard');
    expect(html).not.toContain('étoiles');
  });
});
