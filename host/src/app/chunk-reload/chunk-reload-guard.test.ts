import type { Clock } from 'shared-kit/core';
import { fixedClock } from 'shared-ui/testing';
import { isChunkLoadError, reloadForChunkError, reloadWhenSiteAnswers } from './chunk-reload-guard';

// The rule's figure, written here on purpose: the test must not read it back from the code it checks.
const GUARD_MS = 10_000; // DEPLOY-1

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('chunk-reload guard (DEPLOY-1: one reload, not again within 10 s)', () => {
  it('recognises chunk-load failures only', () => {
    const chunk = new Error('Loading chunk 412 failed.\n(error: http://localhost:3000/assets/412.js)');
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads once, refuses within 10 s, and reloads again after', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    let now = Date.parse('2025-10-10T10:00:00Z');
    const clock: Clock = { now: () => now };

    expect(reloadForChunkError({ clock, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    now += GUARD_MS - 1;
    expect(reloadForChunkError({ clock, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    now += 1;
    expect(reloadForChunkError({ clock, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without storage to remember it (no reload loop)', () => {
    const reload = jest.fn();
    expect(reloadForChunkError({ clock: fixedClock('2025-10-10T10:00:00Z'), storage: null, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the reload waits for the site to answer (a chunk also fails while the connection is down)', () => {
  it('reloads at once when the site answers', async () => {
    const reload = jest.fn();
    const wait = jest.fn(() => Promise.resolve());
    await reloadWhenSiteAnswers({ siteAnswers: () => Promise.resolve(true), reload, wait });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });

  it('keeps the page while the site is unreachable, trying again less and less often, then reloads', async () => {
    const answers = [false, false, false, false, false, true];
    const reload = jest.fn();
    const waits: number[] = [];
    await reloadWhenSiteAnswers({
      siteAnswers: () => Promise.resolve(answers.shift() ?? true),
      reload,
      wait: (ms) => {
        // The page is never left while the site does not answer.
        expect(reload).not.toHaveBeenCalled();
        waits.push(ms);
        return Promise.resolve();
      },
    });
    expect(waits).toEqual([2_000, 5_000, 10_000, 30_000, 30_000]);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
