import { createRemoteServerConfig } from '../rspack.base.config';
import { ACCOUNT_EXPOSES } from './rspack.config';

export default (_env: unknown, argv: { mode?: string }) =>
  createRemoteServerConfig({ name: 'account', dir: __dirname, exposes: ACCOUNT_EXPOSES }, argv);
