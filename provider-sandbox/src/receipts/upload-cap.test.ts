import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { pngBytes } from '../testing/sample-files';
import {
  type TestSandbox,
  storedReceiptFiles,
  storedReceiptFilesSettleAt,
  testUuid,
  withSignedUpSandbox,
} from '../testing/test-sandbox';

let sandbox: TestSandbox;
let token: string;
withSignedUpSandbox((made) => ({ sandbox, token } = made));

const storedFiles = () => storedReceiptFiles(sandbox);
const uuid = testUuid;

function upload(batch: string, receipt: string, file: Buffer) {
  return request(sandbox.app)
    .post('/upload')
    .query({ access_token: token })
    .field('batch_uuid', batch)
    .field('receipt_uuid', receipt)
    .attach('files', file, 'ticket.png');
}

describe('the 8 MiB cap per batch', () => {
  const MiB = 1024 * 1024;

  it('refuses a declared Content-Length over the cap up front', async () => {
    const response = await upload(uuid('batch'), uuid('receipt'), pngBytes(9 * MiB)).expect(413);
    expect(response.body).toMatchObject({
      code: 'payload_too_large',
      user_message: 'Vos fichiers dépassent la taille maximale de 8\u00a0Mo.',
    });
  });

  it('answers 413 from the declared Content-Length alone, before the body arrives', async () => {
    const server = sandbox.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/upload?access_token=${token}`,
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(20 * MiB) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    server.close();
    expect(status).toBe(413);
  });

  it('counts the whole batch across uploads', async () => {
    const batch = uuid('batch');
    await upload(batch, uuid('receipt'), pngBytes(5 * MiB)).expect(201);
    await upload(batch, uuid('receipt'), pngBytes(4 * MiB)).expect(413);
    await upload(batch, uuid('receipt'), pngBytes(2 * MiB)).expect(201);
  });

  it('answers 413 while a chunked body is still streaming, long before its end', async () => {
    const server = sandbox.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const filesBefore = storedFiles().length;
    const boundary = 'sandboxboundary';
    const total = 48 * MiB;
    let written = 0;
    let writtenAtAnswer = -1;
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/upload?access_token=${token}`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        writtenAtAnswer = written;
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', (error) => (writtenAtAnswer >= 0 ? undefined : reject(error)));
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="batch_uuid"\r\n\r\nstream-batch\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
      req.write(head);
      req.write(pngBytes(16));
      const chunk = Buffer.alloc(256 * 1024);
      const pump = () => {
        while (writtenAtAnswer < 0 && written < total) {
          written += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
      };
      pump();
    });
    server.close();
    expect(status).toBe(413);
    expect(writtenAtAnswer).toBeGreaterThan(8 * MiB);
    expect(await storedReceiptFilesSettleAt(sandbox, filesBefore)).toHaveLength(filesBefore);
    expect(writtenAtAnswer).toBeLessThan(total / 2);
  });
});
