import { loadRemotePage } from '../remotes/load-remote-page';
import type { PageModule } from './create-routes';
import { HOST_PAGES } from './host-pages';
import type { RouteDef } from './route-table';

/** A route's page module in the browser: the shell's own chunk, or the remote's exposed module over federation. */
export function browserPageModule(route: RouteDef): Promise<PageModule> {
  if (route.owner.kind === 'host') return HOST_PAGES[route.owner.page]();
  return loadRemotePage(route.owner.remote, route.owner.page);
}
