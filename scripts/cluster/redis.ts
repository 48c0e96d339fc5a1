import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { ensureRedisServer, REDIS_SERVER_PATH } from '../system-packages';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end('PING\r\n');
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface LocalRedis {
  url: string;
  port: number;
  /** Stops the server (its data is in memory only); `start` brings a fresh one back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A Redis of our own on 127.0.0.1 (a free port unless given), in memory only (no dump, no append-only file): for
 * the tests and the local cluster, never the machine's own Redis.
 */
export async function startLocalRedis(port?: number): Promise<LocalRedis> {
  // Installed with apt when it can be; otherwise this throws and says how (a test then fails with that message).
  ensureRedisServer();
  port ??= await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      REDIS_SERVER_PATH,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start on ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, stop, start };
}
