import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { MIN_BYTES, precompressDir } from './precompress';

describe('precompressDir (build-time brotli and gzip copies)', () => {
  let dist: string;
  const script = `export const greeting = ${JSON.stringify('Bonjour '.repeat(200))};\n`;

  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><p>${'pâtes '.repeat(100)}</p>`);
    fs.writeFileSync(path.join(dist, 'assets', 'main.0123456789.js'), script);
    fs.writeFileSync(
      path.join(dist, 'assets', 'main.0123456789.js.map'),
      JSON.stringify({ mappings: 'A'.repeat(1000) }),
    );
    fs.writeFileSync(path.join(dist, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
    fs.writeFileSync(path.join(dist, 'tiny.json'), '{}');
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('writes .br and .gz beside text assets that decompress to the very same bytes', async () => {
    const report = await precompressDir(dist);
    expect(report.files).toBe(2);
    const file = path.join(dist, 'assets', 'main.0123456789.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(fs.existsSync(path.join(dist, 'index.html.br'))).toBe(true);
    expect(report.brotliBytes).toBeLessThan(report.gzipBytes);
    expect(report.gzipBytes).toBeLessThan(report.rawBytes);
  });

  it('leaves binaries, source maps and files under the minimum size alone', async () => {
    await precompressDir(dist);
    expect(fs.existsSync(path.join(dist, 'assets', 'logo.png.br'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'assets', 'main.0123456789.js.map.gz'))).toBe(false);
    expect(fs.statSync(path.join(dist, 'tiny.json')).size).toBeLessThan(MIN_BYTES);
    expect(fs.existsSync(path.join(dist, 'tiny.json.br'))).toBe(false);
  });
});
