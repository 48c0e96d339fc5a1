import fs from 'node:fs';
import path from 'node:path';

/** Folders of tests and their helpers (provider stand-ins, contract harnesses), and what tools make or install. */
const NOT_PRODUCTION = ['testing', 'test-support', 'contract', 'node_modules', 'dist'];

/** The TypeScript files a workspace ships (its tests, test helpers and build output left out), below `dir`. */
export function productionFiles(dir: string, files: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!NOT_PRODUCTION.includes(entry.name)) productionFiles(full, files);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}
