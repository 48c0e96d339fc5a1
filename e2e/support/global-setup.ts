import { startStack } from '../../scripts/stack';
import { runDataDir, testStackEnv } from '../../scripts/test-stack-env';
import { writeStackState } from './stack-state';

export default async function globalSetup(): Promise<void> {
  const env = testStackEnv(runDataDir());
  const services = await startStack(env);
  writeStackState({
    env,
    pids: Object.fromEntries(services.map((service) => [service.name, service.process.pid])),
  });
}
