import { createRemoteServerConfig } from '../rspack.base.config';
import { SHOP_EXPOSES } from './rspack.config';

export default (_env: unknown, argv: { mode?: string }) =>
  createRemoteServerConfig({ name: 'shop', dir: __dirname, exposes: SHOP_EXPOSES }, argv);
