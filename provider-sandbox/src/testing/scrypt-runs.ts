import { scrypt } from 'node:crypto';

type ScryptCallback = (error: Error | null, key: Buffer) => void;

/**
 * The scrypt runs on `password` that finished before `answer` settled. Two answers that wait for as many runs cost
 * as long, which says what comparing their times on a busy machine cannot say reliably. Needs node:crypto's scrypt
 * replaced by a pass-through jest.fn in the test file (jest.mock), before the sandbox takes it.
 */
export async function scryptRunsBefore(answer: PromiseLike<unknown>, password: string): Promise<number> {
  if (!jest.isMockFunction(scrypt)) throw new Error('scryptRunsBefore needs node:crypto mocked by the test file');
  const real = jest.requireActual<typeof import('node:crypto')>('node:crypto').scrypt as (...args: unknown[]) => void;
  let finished = 0;
  jest.mocked(scrypt).mockImplementation(((...args: unknown[]) => {
    const callback = args.pop() as ScryptCallback;
    real(...args, (error: Error | null, key: Buffer) => {
      if (args[0] === password) finished += 1;
      callback(error, key);
    });
  }) as typeof scrypt);
  try {
    await answer;
    return finished;
  } finally {
    jest.mocked(scrypt).mockImplementation(real as typeof scrypt);
  }
}
