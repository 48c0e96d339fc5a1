/**
 * Brotli and gzip copies of every text asset of a built app, written next to the file
 * (`main.1a2b.js.br`, `main.1a2b.js.gz`) so servers send them as they are: session-server and the
 * remote servers through express-static-gzip, nginx through gzip_static/brotli_static. Compressing
 * once at build time lets us use the slowest, smallest settings (brotli 11, gzip 9) at no request cost.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text types browsers load (HTML, JS, CSS, JSON, SVG…). Source maps are for developers: left raw. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/i;
/** Below this, headers cost more than the bytes saved (nginx's gzip_min_length is the same idea). */
export const MIN_BYTES = 256;

export interface PrecompressReport {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

async function compressOne(file: string): Promise<{ raw: number; br: number; gz: number }> {
  const raw = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
  return { raw: raw.length, br: br.length, gz: gz.length };
}

/** Writes `.br` and `.gz` beside every compressible file of `dir` (recursively) of at least MIN_BYTES. */
export async function precompressDir(dir: string): Promise<PrecompressReport> {
  const files = listFiles(dir).filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES);
  const report: PrecompressReport = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  // A few at a time: brotli 11 is CPU-bound and build machines are small.
  for (let i = 0; i < files.length; i += 4) {
    const done = await Promise.all(files.slice(i, i + 4).map(compressOne));
    for (const one of done) {
      report.files += 1;
      report.rawBytes += one.raw;
      report.brotliBytes += one.br;
      report.gzipBytes += one.gz;
    }
  }
  return report;
}

interface DoneHookCompiler {
  outputPath: string;
  hooks: { done: { tapPromise(name: string, run: (stats: { hasErrors(): boolean }) => Promise<void>): void } };
}

/**
 * Runs once the build has written everything (HTML, mf-manifest.json and remoteEntry.js
 * included, whatever plugin emitted them), so no file is missed by a plugin running late.
 */
export class PrecompressPlugin {
  apply(compiler: DoneHookCompiler): void {
    compiler.hooks.done.tapPromise('PrecompressPlugin', async (stats) => {
      if (stats.hasErrors() || !fs.existsSync(compiler.outputPath)) return;
      await precompressDir(compiler.outputPath);
    });
  }
}
