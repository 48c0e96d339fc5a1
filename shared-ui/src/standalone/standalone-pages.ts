import type { ComponentType } from 'react';
import {
  REMOTE_PAGES,
  type ExposedPage,
  type ExposedPageName,
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

/** How the remote's bundle loads each page it declares (one loader per declared page, no other). */
export type PageLoaders<R extends RemoteName> = Record<ExposedPageName<R>, PageLoader>;

/** `game-4-result` → 4: the game a route belongs to. */
const gameOf = (route: RouteName): GameNumber | undefined => {
  const game = /^game-(\d)/.exec(route)?.[1];
  return game === undefined ? undefined : (Number(game) as GameNumber);
};

/** The menu of a remote's QA shell: each route of each page it declares, with its access rule. */
export function standalonePages<R extends RemoteName>(remote: R, loaders: PageLoaders<R>): StandalonePage[] {
  const declared = REMOTE_PAGES[remote] as Record<string, ExposedPage>;
  return Object.entries(declared).flatMap(([page, { routes, access }]) =>
    routes.map((route) => {
      const game = gameOf(route);
      return {
        route,
        // A tool of the team: the route's own name says which page it is.
        label: route,
        load: loaders[page as ExposedPageName<R>],
        access,
        ...(game === undefined ? {} : { game, props: { game } }),
      };
    }),
  );
}
