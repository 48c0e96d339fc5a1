import { exposedModules } from 'shared-kit/contracts';
import { createAppConfig } from '../rspack.base.config';

/**
 * The pages the account remote gives the site, in the browser and on the server (rspack.server.config.ts): those it
 * declares (shared-kit contracts remote-pages.ts), each its module in src/pages/.
 */
export const ACCOUNT_EXPOSES = exposedModules('account');

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    { name: 'account', dir: __dirname, port: 3102, title: 'Mon compte · QA', exposes: ACCOUNT_EXPOSES },
    argv,
  );
