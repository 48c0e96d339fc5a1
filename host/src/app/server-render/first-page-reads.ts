/** The parts of the data router the server's reads follow (react-router's router fits it). */
export interface NavigatingRouter {
  readonly state: { location: { key: string } };
  subscribe(listener: (state: { location: { key: string } }) => void): () => void;
}

/** Whether the server's reads still describe the page on screen. */
export interface PageReadsLifetime {
  held(): boolean;
  subscribe(onChange: () => void): () => void;
}

/**
 * What the server read is for the page it rendered: the page (and any part of it that mounts later) starts from it
 * without reading it again; once the visitor goes to another page, it is let go, and that page reads afresh.
 */
export function readsOfFirstPage(router: NavigatingRouter): PageReadsLifetime {
  const first = router.state.location.key;
  let held = true;
  const listeners = new Set<() => void>();
  const stop = router.subscribe((state) => {
    if (state.location.key === first) return;
    held = false;
    stop();
    for (const listener of [...listeners]) listener();
  });
  return {
    held: () => held,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}
