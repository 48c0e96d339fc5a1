import { readsOfFirstPage, type NavigatingRouter } from './first-page-reads';

function router(): NavigatingRouter & { go(key: string): void } {
  const listeners = new Set<(state: { location: { key: string } }) => void>();
  const state = { location: { key: 'default' } };
  return {
    state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(key) {
      state.location = { key };
      for (const listener of [...listeners]) listener(state);
    },
  };
}

describe("the server's reads, for the page it rendered", () => {
  it('are held while the page is the first one, and let go at the first navigation elsewhere', () => {
    const pages = router();
    const reads = readsOfFirstPage(pages);
    const changed = jest.fn();
    reads.subscribe(changed);
    // The router settling on the very page it loaded (loaders done) is no navigation.
    pages.go('default');
    expect(reads.held()).toBe(true);
    expect(changed).not.toHaveBeenCalled();
    pages.go('a1b2');
    expect(reads.held()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(1);
    // Coming back later reads afresh: they never come back.
    pages.go('default');
    expect(reads.held()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
