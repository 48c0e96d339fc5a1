/**
 * How long `answer` waits in fake time: it runs under jest's fake timers while real I/O and promise turns go on, and
 * the fake clock moves to the next timer only when the answer waits on one. Exact whatever the machine's load, where
 * a wall-clock measurement on a busy machine is not; a delay that fires early or late, or one that was meant to be
 * absent, shows up as a different number. Assumes the only timers on the way are those that hold the answer.
 */
export async function fakeMsUntilAnswered(answer: PromiseLike<unknown>): Promise<number> {
  // Networking and promises run on these: faking them would stop the request itself.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    const started = jest.now();
    let settled = false;
    // A supertest request is sent here, when it is awaited: under the fake timers.
    const done = Promise.resolve(answer).finally(() => {
      settled = true;
    });
    while (!settled) {
      if (jest.getTimerCount() > 0) await jest.advanceTimersToNextTimerAsync();
      else await new Promise((resolve) => setImmediate(resolve));
    }
    await done;
    return jest.now() - started;
  } finally {
    jest.useRealTimers();
  }
}
