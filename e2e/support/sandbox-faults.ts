import { PORTS } from '../../scripts/stack';

/** A fault of provider-sandbox/CONTRACT.md « Controls »: the next calls of an operation refused, or answered late. */
export interface SandboxFault {
  operation: string;
  status?: number;
  delay_ms?: number;
  skip?: number;
  count?: number;
}

const FAULTS = `http://127.0.0.1:${PORTS.sandbox}/__sandbox/faults`;

async function send(method: 'POST' | 'DELETE', body?: SandboxFault): Promise<void> {
  const answer = await fetch(FAULTS, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!answer.ok) throw new Error(`${method} /__sandbox/faults answered ${answer.status}: ${await answer.text()}`);
}

/** Runs `journey` with `fault` pending at the provider, and clears the faults after it whatever happens. */
export async function withSandboxFault(fault: SandboxFault, journey: () => Promise<void>): Promise<void> {
  await send('POST', fault);
  try {
    await journey();
  } finally {
    await send('DELETE');
  }
}
