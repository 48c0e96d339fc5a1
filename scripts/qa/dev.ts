/**
 * `npm run dev -w mfe-<x>`: the remote's QA shell with its sandbox and session server, on one
 * command; Ctrl-C stops all three. Data lives in .data/qa/<remote> (reset it from the shell).
 */
import path from 'node:path';
import { isQaRemote, QA_REMOTES, ROOT, startQaStack } from './qa-stack';

async function main(): Promise<void> {
  const remote = process.argv[2];
  if (!isQaRemote(remote)) throw new Error(`usage: tsx scripts/qa/dev.ts <${QA_REMOTES.join('|')}>`);
  const stack = await startQaStack(remote, 'dev', path.join(ROOT, '.data', 'qa', remote));
  console.log(
    `\n[qa] remote « ${remote} » with its QA shell: ${stack.url}  (sandbox :${stack.ports.sandbox}, session-server :${stack.ports.session}; Ctrl-C stops all)\n`,
  );
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void stack.stop().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error('[qa]', error instanceof Error ? error.message : error);
  process.exit(1);
});
