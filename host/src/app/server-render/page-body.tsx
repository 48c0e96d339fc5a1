import { createContext, Suspense, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * When a server-rendered page becomes interactive. React hydrates a `<Suspense>` boundary's server HTML in a render
 * and a commit of its own, after the root's: the page's body (`PageBody`) hydrates apart from the frame around it, so
 * no single task of the browser holds both. The root's commit then comes before the body is hydrated, so the page is
 * interactive only once the root and every body mounted with it have committed.
 */
export interface InteractiveGate {
  /** The root committed (the first render or the frame's hydration). */
  rootCommitted(): void;
  /** A body boundary was mounted: the page waits for it. */
  bodyMounted(body: object): void;
  /** A body boundary committed its content. */
  bodyCommitted(body: object): void;
}

export function interactiveGate(onInteractive: () => void): InteractiveGate {
  const pending = new Set<object>();
  let root = false;
  let done = false;
  const settle = () => {
    if (done || !root || pending.size > 0) return;
    done = true;
    onInteractive();
  };
  return {
    rootCommitted() {
      root = true;
      settle();
    },
    bodyMounted(body) {
      if (!done) pending.add(body);
    },
    bodyCommitted(body) {
      pending.delete(body);
      settle();
    },
  };
}

const GateContext = createContext<InteractiveGate | null>(null);

export const InteractiveGateProvider = GateContext.Provider;

/** The page's body: hydrated in a commit of its own (see `interactiveGate`); nothing is shown in its place meanwhile. */
export function PageBody({ children }: { children: ReactNode }) {
  const gate = useContext(GateContext);
  const [body] = useState(() => ({}));
  // A layout effect runs with the root's commit, before the root's passive effects mark the page interactive.
  useLayoutEffect(() => {
    gate?.bodyMounted(body);
    // A body gone before it hydrated (the visitor left for a page of another layout) is not waited for.
    return () => gate?.bodyCommitted(body);
  }, [gate, body]);
  return (
    <Suspense fallback={null}>
      {children}
      <BodyCommitted body={body} />
    </Suspense>
  );
}

function BodyCommitted({ body }: { body: object }) {
  const gate = useContext(GateContext);
  useEffect(() => gate?.bodyCommitted(body), [gate, body]);
  return null;
}
