import { startStack } from '../../scripts/stack';
import { runDataDir, writeStackState } from './stack-state';
import { testStackEnv } from './test-env';

export default async function globalSetup(): Promise<void> {
  const env = testStackEnv(runDataDir());
  const services = await startStack(env);
  writeStackState({
    env,
    pids: Object.fromEntries(services.map((service) => [service.name, service.process.pid])),
  });
}
