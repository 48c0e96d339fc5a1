import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
let withLock: typeof import('./lock').withLock;
beforeAll(async () => {
  // The lock folder is read when the module loads.
  process.env.STACK_LOCK_DIR = root;
  ({ withLock } = await import('./lock'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('withLock', () => {
  it('holds the folder with its pid while it runs, and frees it after', async () => {
    await withLock('one', () => {
      expect(fs.readFileSync(path.join(root, 'one', 'pid'), 'utf8')).toBe(String(process.pid));
    });
    expect(fs.existsSync(path.join(root, 'one'))).toBe(false);
  });

  it('never removes the lock of the next owner when its own process exits later', async () => {
    await withLock('two', () => undefined);
    // The next owner (another live process) takes it; then this process ends.
    fs.mkdirSync(path.join(root, 'two'));
    fs.writeFileSync(path.join(root, 'two', 'pid'), String(process.ppid));
    process.emit('exit', 0);
    expect(fs.readFileSync(path.join(root, 'two', 'pid'), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over the lock of an owner that has ended', async () => {
    fs.mkdirSync(path.join(root, 'three'));
    fs.writeFileSync(path.join(root, 'three', 'pid'), '999999999');
    await expect(withLock('three', () => 'ran', 5_000)).resolves.toBe('ran');
  });
});
