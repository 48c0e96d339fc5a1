import type { ComponentType } from 'react';
import {
  REMOTE_PAGES,
  type ExposedPage,
  type GameNumber,
  type PageAccess,
  type RemoteName,
  type RouteName,
} from 'shared-kit/contracts';

/** One entry of the QA shell's menu: a route of one of the remote's declared pages. */
export interface StandalonePage {
  route: RouteName;
  label: string;
  load: PageLoader;
  props?: Record<string, unknown>;
  /** The host's access rule of the page (shared-kit contracts remote-pages.ts). */
  access: PageAccess;
  /** Game routes open only for the current game while its window is open. */
  game?: GameNumber;
}

type PageLoader = () => Promise<{ default: ComponentType<Record<string, unknown>> }>;

/**
 * The remote's `src/pages/` folder as its bundle loads it: the bootstrap's
 * `import.meta.webpackContext('../pages', { mode: 'lazy', … })`, whose keys are `./ShopPage.tsx` and whose call loads
 * that module in a chunk of its own.
 */
export interface PagesFolder {
  keys(): string[];
  /** A lazy folder's module: a promise of it. */
  (key: string): unknown;
}

/** The loader of each page the remote declares: its module in the folder (the build exposes the same files). */
function loadersOf(remote: RemoteName, declared: readonly string[], folder: PagesFolder): Map<string, PageLoader> {
  const files = new Set(folder.keys());
  return new Map(
    declared.map((page) => {
      const key = `${page}.tsx`;
      if (!files.has(key)) throw new Error(`${remote} declares ${page}, but src/pages/ has no ${key.slice(2)}`);
      return [page, () => Promise.resolve(folder(key)) as ReturnType<PageLoader>];
    }),
  );
}

/** `game-4-result` → 4: the game a route belongs to. */
const gameOf = (route: RouteName): GameNumber | undefined => {
  const game = /^game-(\d)/.exec(route)?.[1];
  return game === undefined ? undefined : (Number(game) as GameNumber);
};

/**
 * The menu of a remote's QA shell: each route of each page it declares, with its access rule, loaded from its pages
 * folder (a declared page without its module stops the shell at start-up, naming it).
 */
export function standalonePages(remote: RemoteName, folder: PagesFolder): StandalonePage[] {
  const declared = REMOTE_PAGES[remote] as Record<string, ExposedPage>;
  const loaders = loadersOf(remote, Object.keys(declared), folder);
  return Object.entries(declared).flatMap(([page, { routes, access }]) =>
    routes.map((route) => {
      const game = gameOf(route);
      return {
        route,
        // A tool of the team: the route's own name says which page it is.
        label: route,
        load: loaders.get(page) as PageLoader,
        access,
        ...(game === undefined ? {} : { game, props: { game } }),
      };
    }),
  );
}
