import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createSandboxApp } from '../app';
import { readSandboxSettings } from '../config';
import { openDatabase, type SandboxDb } from '../db/database';
import { seed } from '../seed/seed';
import { jpegBytes, pdfBytes, pngBytes } from '../testing/sample-files';
import { signUp, type TestSandbox } from '../testing/test-sandbox';

/**
 * Stored files through the sandbox's default layout (<cwd>/.data/provider-sandbox-files,
 * a dot-folder), as `npm start` runs it, instead of a test folder without a dot.
 */
describe('stored files from the default data dir', () => {
  let root: string;
  let db: SandboxDb;
  let sandbox: TestSandbox;
  const cwd = process.cwd();

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-default-dir-'));
    process.chdir(root);
    try {
      const settings = readSandboxSettings({ SANDBOX_MODE: 'test' });
      expect(settings.dataDir).toBe(path.join(fs.realpathSync(root), '.data', 'provider-sandbox-files'));
      db = openDatabase(settings.databaseFile);
      seed(db);
      sandbox = { app: createSandboxApp(settings, db), db, settings } as TestSandbox;
    } finally {
      process.chdir(cwd);
    }
  });
  afterAll(() => {
    db.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function stored(file: Buffer, name: string): Promise<string> {
    const { token } = await signUp(sandbox);
    const response = await request(sandbox.app)
      .post('/upload')
      .query({ access_token: token })
      .field('batch_uuid', `batch-${name.replace('.', '-')}`)
      .field('receipt_uuid', `receipt-${name.replace('.', '-')}`)
      .attach('files', file, name)
      .expect(201);
    const key = response.body.files[0].key as string;
    const row = db.prepare('SELECT path FROM stored_files WHERE key = ?').get(key) as { path: string };
    expect(row.path.split(path.sep)).toContain('.data');
    return key;
  }

  it('serves a file it just stored, with nosniff and a restrictive CSP', async () => {
    const key = await stored(pngBytes(), 'ticket.png');
    const served = await request(sandbox.app).get(`/files/${key}`).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(Buffer.compare(served.body as Buffer, pngBytes())).toBe(0);
  });

  it('sends a PDF as a download', async () => {
    const key = await stored(pdfBytes(), 'ticket.pdf');
    const served = await request(sandbox.app).get(`/files/${key}`).expect(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="preuve-d-achat-[0-9a-f-]{36}\.pdf"$/);
  });

  it('sends the security headers on API answers and errors too', async () => {
    await stored(jpegBytes(), 'photo.jpg');
    for (const url of ['/healthz', '/files/inconnu.jpg', '/api/v2/partners/settings']) {
      const response = await request(sandbox.app).get(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});
