import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createRemoteServer } from './static-remote-server';

describe('static remote server (what nginx does in deployment)', () => {
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"id":"shop"}');
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var shop;');
    fs.writeFileSync(path.join(dist, 'assets', '432.8e95615803.js'), 'console.log(1)');
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('serves the manifest revalidated on every load, readable from the host origin', async () => {
    const response = await request(createRemoteServer(dist)).get('/mf-manifest.json').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves remoteEntry.js revalidated on every load', async () => {
    const response = await request(createRemoteServer(dist)).get('/remoteEntry.js').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await request(createRemoteServer(dist)).get('/assets/432.8e95615803.js').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing asset', async () => {
    await request(createRemoteServer(dist)).get('/assets/missing.js').expect(404);
  });
});
