import { createRemoteServerConfig } from '../rspack.base.config';
import { GAME_EXPOSES } from './rspack.config';

export default (_env: unknown, argv: { mode?: string }) =>
  createRemoteServerConfig({ name: 'game', dir: __dirname, exposes: GAME_EXPOSES }, argv);
