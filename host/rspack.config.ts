import path from 'node:path';
import { createAppConfig } from '../rspack.base.config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'host',
      dir: __dirname,
      port: 3100,
      title: 'La Grande Boutique',
      runtimePlugins: [path.join(__dirname, 'src/app/remotes/federation-runtime-plugin.ts')],
    },
    argv,
  );
