import fs from 'node:fs';
import path from 'node:path';
import { ROOT, type ServiceName } from '../../scripts/stack';

/** Where global setup records the services it started, so journeys can stop one and teardown all. */
const STATE_FILE = path.join(ROOT, '.data', 'e2e', 'stack.json');

export interface StackState {
  env: Record<string, string>;
  pids: Partial<Record<ServiceName, number>>;
}

export function writeStackState(state: StackState): void {
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

export function readStackState(): StackState {
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as StackState;
}
