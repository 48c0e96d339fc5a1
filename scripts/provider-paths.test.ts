/**
 * The kit is the one client of the provider (shared-kit `Kit`, `requestKit` on a server): no other production code
 * writes a provider path, so a path or a shape changes in one place. The provider sandbox serves them, the tests'
 * provider stand-ins (`testing`, `test-support` folders, test files) answer them; scripts (load, login surge) go
 * through `requestKit` too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productionFiles } from './production-files';

const ROOT = path.join(__dirname, '..');
const CLIENTS = ['host', 'mfe-auth', 'mfe-account', 'mfe-shop', 'mfe-game', 'shared-ui', 'session-server'];
/** A provider path written as a string: `/api/` then one of the provider's API families. */
const PROVIDER_PATH = /['"`][^'"`\n]*\/api\/(?:fidmarques|kitv\d|v\d+\/)/;

/** Lines that write a provider path outside comments. */
function providerPathsIn(file: string): string[] {
  const code = fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .split('\n')
    .map((line) => line.replace(/(^|\s)\/\/.*$/, ''));
  return code.flatMap((line, at) =>
    PROVIDER_PATH.test(line) ? [`${path.relative(ROOT, file)}:${at + 1}: ${line.trim()}`] : [],
  );
}

describe('the provider paths', () => {
  it('are written in shared-kit alone among the site’s code and its scripts', () => {
    const files = [
      ...CLIENTS.flatMap((workspace) => productionFiles(path.join(ROOT, workspace, 'src'))),
      ...productionFiles(path.join(ROOT, 'scripts')),
    ];
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(providerPathsIn)).toEqual([]);
  });

  it('are found where they are written (the check sees a path in code, not in a comment)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provider-paths-'));
    try {
      const file = path.join(dir, 'reads.ts');
      fs.writeFileSync(
        file,
        '/** GET /api/kitv4/receipts */\n// `/api/v2/users/settings`\nconst url = `${base}/api/fidmarquesv3/card_slots`;\n',
      );
      expect(providerPathsIn(file)).toEqual([expect.stringContaining(':3: const url')]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
