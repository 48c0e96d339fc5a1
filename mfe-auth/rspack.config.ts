import { exposedModules } from 'shared-kit/contracts';
import { createAppConfig } from '../rspack.base.config';

/**
 * The pages the auth remote gives the site, in the browser and on the server (rspack.server.config.ts): those it
 * declares (shared-kit contracts remote-pages.ts), each its module in src/pages/.
 */
export const AUTH_EXPOSES = exposedModules('auth');

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig({ name: 'auth', dir: __dirname, port: 3101, title: 'Connexion · QA', exposes: AUTH_EXPOSES }, argv);
