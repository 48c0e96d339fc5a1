/**
 * Several session-server instances behind one address, sharing one Redis: what launch day runs (README « Several
 * instances »). Starts Redis (ours, unless REDIS_URL names one), N built session servers on consecutive ports and
 * the balancer in front. The sandbox and the remotes are started by the caller, as for one instance.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT, startNode, stopChild, waitForHealth } from '../processes';
import { startLocalRedis, type LocalRedis } from './redis';

export interface ClusterOptions {
  /** Number of session-server instances (CLUSTER_SIZE, default 2). */
  size: number;
  /** The balancer's port: the site's address. */
  sitePort: number;
  /** The first instance's port; the others follow. */
  firstInstancePort: number;
  /** A Redis to use; without it, one of ours on `redisPort` (or a free port). */
  redisUrl?: string;
  redisPort?: number;
  /** The session servers' environment (SITE_URL, PROVIDER_URL, SESSION_KEYS…). */
  env: NodeJS.ProcessEnv;
  output?: 'inherit' | 'quiet';
}

export interface RunningCluster {
  redisUrl: string;
  instances: { port: number; process: ChildProcess }[];
  balancer: ChildProcess;
  redis: LocalRedis | undefined;
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  let redis: LocalRedis | undefined;
  let redisUrl = options.redisUrl;
  if (!redisUrl) {
    redis = await startLocalRedis(options.redisPort);
    redisUrl = redis.url;
  }
  const instances = Array.from({ length: options.size }, (_unused, index) => {
    const port = options.firstInstancePort + index;
    const child = startNode({
      name: `site-${index + 1}`,
      args: [path.join(ROOT, 'session-server/dist/main.js')],
      // Each instance's /metrics on a port of its own: 9464, 9465… (README « Several instances »).
      env: { ...options.env, PORT: String(port), REDIS_URL: redisUrl, METRICS_PORT: String(9464 + index) },
      output: options.output,
    });
    return { port, process: child };
  });
  const balancer = startNode({
    name: 'balancer',
    args: ['--import', 'tsx', path.join(__dirname, 'balancer-main.ts')],
    env: {
      BALANCER_PORT: String(options.sitePort),
      BALANCER_TARGETS: instances.map((instance) => `http://127.0.0.1:${instance.port}`).join(','),
    },
    output: options.output,
  });
  const stop = async () => {
    await Promise.all([balancer, ...instances.map((instance) => instance.process)].map((child) => stopChild(child)));
    await redis?.stop();
  };
  try {
    await Promise.all(instances.map((instance) => waitForHealth(instance.port, 30_000, instance.process)));
    await waitForHealth(options.sitePort, 30_000, balancer);
  } catch (error) {
    await stop();
    throw error;
  }
  return { redisUrl, instances, balancer, redis, stop };
}

/** CLUSTER_SIZE, checked. */
export function clusterSize(env: NodeJS.ProcessEnv = process.env, fallback = 2): number {
  const size = Number(env.CLUSTER_SIZE ?? fallback);
  if (!Number.isInteger(size) || size < 1 || size > 16) {
    throw new Error(`CLUSTER_SIZE must be a whole number from 1 to 16 (got "${env.CLUSTER_SIZE}")`);
  }
  return size;
}
