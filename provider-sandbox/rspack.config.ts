import { createServerConfig } from '../rspack.base.config';

export default (_env: unknown, argv: { mode?: string }) => createServerConfig({ dir: __dirname }, argv);
