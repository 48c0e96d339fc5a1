import { exposedModules } from 'shared-kit/contracts';
import { createAppConfig } from '../rspack.base.config';

/**
 * The pages the shop remote gives the site, in the browser and on the server (rspack.server.config.ts): those it
 * declares (shared-kit contracts remote-pages.ts), each its module in src/pages/.
 */
export const SHOP_EXPOSES = exposedModules('shop');

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    { name: 'shop', dir: __dirname, port: 3103, title: 'La Grande Boutique · QA', exposes: SHOP_EXPOSES },
    argv,
  );
