import { createContext, useContext, type ReactNode } from 'react';
import type { LoadedReads } from 'shared-kit/core';

/**
 * A provider read a page's loader makes before the page renders — on the server for the HTML, in the browser on a
 * client navigation, through the kit it is given — and that the read's hook starts from (one definition for both: the
 * hook's fetcher is `read`). Named, so the loader's answer says which read each value is.
 */
export interface PageRead<T, K> {
  name: string;
  read(kit: K): Promise<T>;
}

export function pageRead<T, K>(name: string, read: (kit: K) => Promise<T>): PageRead<T, K> {
  return { name, read };
}

/**
 * Runs `reads` with `kit`, side by side. A read that fails is left out: the page's hook reads it again in the browser
 * and says what went wrong there, as it does for any read.
 */
export async function loadReads<K>(kit: K, reads: readonly PageRead<unknown, K>[]): Promise<LoadedReads> {
  const answers = await Promise.allSettled(reads.map((one) => one.read(kit)));
  const loaded: Record<string, unknown> = {};
  answers.forEach((answer, index) => {
    if (answer.status === 'fulfilled') loaded[reads[index]!.name] = answer.value;
  });
  return loaded;
}

/**
 * What the loaders of the routes on screen read (the host gives it, from React Router's loader data): the same in the
 * server's HTML and in the hydrating browser, then each client navigation's own.
 */
const LoadedReadsContext = createContext<LoadedReads>({});

export function LoadedReadsProvider({ reads, children }: { reads: LoadedReads; children: ReactNode }) {
  return <LoadedReadsContext.Provider value={reads}>{children}</LoadedReadsContext.Provider>;
}

/** What this page's loaders read of `read`; undefined when they did not (not asked, failed, late). */
export function useLoaded<T, K>(read: PageRead<T, K>): T | undefined {
  return useContext(LoadedReadsContext)[read.name] as T | undefined;
}
