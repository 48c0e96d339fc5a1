import path from 'node:path';

export type SandboxMode = 'development' | 'test' | 'production';

export interface SandboxSettings {
  port: number;
  host: string;
  mode: SandboxMode;
  databaseFile: string;
}

export function readSandboxSettings(env: Record<string, string | undefined> = process.env): SandboxSettings {
  const mode = (env.SANDBOX_MODE ?? 'development') as SandboxMode;
  if (!['development', 'test', 'production'].includes(mode)) {
    throw new Error(`SANDBOX_MODE must be development, test or production (got "${mode}")`);
  }
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`PORT must be a port number (got "${env.PORT}")`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    mode,
    // Under the repository's git-ignored .data/ folder unless told otherwise.
    databaseFile: path.resolve(env.SANDBOX_DB ?? path.join(process.cwd(), '.data', 'provider-sandbox.sqlite')),
  };
}
