import { PORTS } from '../../scripts/stack';

/**
 * A fault of provider-sandbox/CONTRACT.md « Controls »: the next calls of an operation refused, or answered late —
 * those of the journey's own visitor (`email`), so the journeys running beside it never meet it.
 */
export interface SandboxFault {
  operation: string;
  email: string;
  status?: number;
  delay_ms?: number;
  skip?: number;
  count?: number;
}

const FAULTS = `http://127.0.0.1:${PORTS.sandbox}/__sandbox/faults`;

async function send(method: 'POST' | 'DELETE', fault: SandboxFault): Promise<void> {
  const answer = await fetch(method === 'POST' ? FAULTS : `${FAULTS}?email=${encodeURIComponent(fault.email)}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    // The controls take JSON bodies only (a DELETE too), the e-mail of a DELETE in its query.
    body: method === 'POST' ? JSON.stringify(fault) : '{}',
  });
  if (!answer.ok) throw new Error(`${method} /__sandbox/faults answered ${answer.status}: ${await answer.text()}`);
}

/** Runs `journey` with `fault` pending at the provider, and clears its visitor's faults after it whatever happens. */
export async function withSandboxFault(fault: SandboxFault, journey: () => Promise<void>): Promise<void> {
  await send('POST', fault);
  try {
    await journey();
  } finally {
    await send('DELETE', fault);
  }
}
