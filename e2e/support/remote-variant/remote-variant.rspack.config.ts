/**
 * A remote's own production config, built into another folder, with one text replaced in one of
 * its modules (VARIANT_FILE, VARIANT_FROM, VARIANT_TO): a real second version with new hashed
 * chunks, for the deploy journey. VARIANT_SHARED_VERSIONS (`{"shared-kit":"2.0.0"}`) builds it as
 * if its lock file had other versions of shared singletons: the version-skew journey.
 * Loaded by the rspack CLI.
 */
import path from 'node:path';
import type { Configuration, RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

type ConfigFactory = (env: unknown, argv: { mode?: string }) => Configuration;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is missing (see e2e/support/remote-variant/build.ts)`);
  return value;
}

export default (env: unknown, argv: { mode?: string }): Configuration => {
  const remote = required('VARIANT_REMOTE');
  const remoteDir = path.resolve(__dirname, '..', '..', '..', `mfe-${remote}`);
  // VARIANT_CONFIG: the remote's browser build (default) or its server build (rspack.server.config.ts, into server/).
  const configFile = process.env.VARIANT_CONFIG ?? 'rspack.config.ts';
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(path.join(remoteDir, configFile)) as { default?: ConfigFactory } | ConfigFactory;
  const factory = typeof loaded === 'function' ? loaded : loaded.default;
  if (!factory) throw new Error(`mfe-${remote}/${configFile} has no default export`);
  const config = factory(env, { ...argv, mode: 'production' });
  const rules: RuleSetRule[] = [...((config.module?.rules ?? []) as RuleSetRule[])];
  if (process.env.VARIANT_FILE) {
    // Last rule, so it runs first: on the TypeScript source, before swc.
    rules.push({
      test: path.join(remoteDir, required('VARIANT_FILE')),
      loader: path.join(__dirname, 'replace-text-loader.js'),
      options: { from: required('VARIANT_FROM'), to: required('VARIANT_TO') },
    });
  }
  return {
    ...config,
    plugins: withSharedVersions(config.plugins ?? [], process.env.VARIANT_SHARED_VERSIONS),
    devtool: false,
    output: {
      ...config.output,
      path: configFile === 'rspack.config.ts' ? required('VARIANT_OUT') : path.join(required('VARIANT_OUT'), 'server'),
    },
    module: { ...config.module, rules },
  };
};

type Plugins = NonNullable<Configuration['plugins']>;
type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

function withSharedVersions(plugins: Plugins, json: string | undefined): Plugins {
  if (!json) return plugins;
  const versions = JSON.parse(json) as Record<string, string>;
  return plugins.map((plugin) => {
    if (!(plugin instanceof ModuleFederationPlugin)) return plugin;
    // The plugin keeps its options private; the variant rebuilds it with other declared versions.
    const options = (plugin as unknown as { _options: FederationOptions })._options;
    const shared = Object.fromEntries(
      Object.entries((options.shared ?? {}) as Record<string, object>).map(([name, config]) =>
        versions[name]
          ? [name, { ...config, version: versions[name], requiredVersion: versions[name] }]
          : [name, config],
      ),
    );
    return new ModuleFederationPlugin({ ...options, shared });
  });
}
