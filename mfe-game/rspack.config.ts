import { exposedModules } from 'shared-kit/contracts';
import { createAppConfig } from '../rspack.base.config';

/**
 * The pages the game remote gives the site, in the browser and on the server (rspack.server.config.ts): those it
 * declares (shared-kit contracts remote-pages.ts), each its module in src/pages/.
 */
export const GAME_EXPOSES = exposedModules('game');

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig({ name: 'game', dir: __dirname, port: 3104, title: 'Le Jeu · QA', exposes: GAME_EXPOSES }, argv);
