import { createRemoteServerConfig } from '../rspack.base.config';
import { AUTH_EXPOSES } from './rspack.config';

export default (_env: unknown, argv: { mode?: string }) =>
  createRemoteServerConfig({ name: 'auth', dir: __dirname, exposes: AUTH_EXPOSES }, argv);
