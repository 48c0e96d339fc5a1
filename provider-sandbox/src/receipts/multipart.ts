import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { apiError, invalidParameter } from '../http/errors';
import { sniffFileType, SNIFF_BYTES } from './file-type';
import { MULTIPART_OVERHEAD_BYTES, UPLOAD_MESSAGES } from './limits';
import { assertPictureFits } from './picture-size';

export interface ReceivedFile {
  field: string;
  key: string;
  path: string;
  size: number;
  contentType: string;
}

export interface ReceivedMultipart {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

export interface MultipartOptions {
  /** Folder the files are written to, under generated names. */
  dir: string;
  /** Most file bytes this request may carry; asked when the first file starts, with the fields read so far. */
  maxBytes: (fieldsSoFar: Record<string, string>) => number;
}

export function tooLarge() {
  return apiError(413, 'payload_too_large', UPLOAD_MESSAGES.payload_too_large);
}

export function removeFiles(files: { path: string }[]): void {
  for (const file of files) fs.rm(file.path, { force: true }, () => undefined);
}

/**
 * Streams a multipart body to disk (never buffered in memory): counts the file bytes as
 * they arrive and fails with 413 the moment the cap is crossed, sniffs each file's first bytes
 * and fails with 415 unless it is jpg/png/pdf, and reads each picture's size in pixels from its
 * header (422 past the ceiling). On failure the written files are removed and the rest of the
 * body is discarded unread, so the answer goes out at once.
 */
export function receiveMultipart(req: Request, res: Response, options: MultipartOptions): Promise<ReceivedMultipart> {
  return new Promise((resolve, reject) => {
    if (!req.is('multipart/form-data')) {
      reject(invalidParameter('body', 'wrong_type', 'multipart/form-data expected'));
      return;
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes({}) + MULTIPART_OVERHEAD_BYTES) {
      res.setHeader('Connection', 'close');
      req.resume();
      reject(tooLarge());
      return;
    }
    fs.mkdirSync(options.dir, { recursive: true });

    const fields: Record<string, string> = {};
    const files: ReceivedFile[] = [];
    const writing: Promise<void>[] = [];
    const streams = new Map<string, fs.WriteStream>();
    let budget: number | undefined;
    let total = 0;
    let failed = false;

    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fields: 100, fieldSize: 64 * 1024, files: 50, parts: 200 } });
    } catch (error) {
      // No or empty boundary in Content-Type: the client's mistake, a 400 and not a 500.
      reject(
        invalidParameter('body', 'wrong_type', error instanceof Error ? error.message : 'unreadable multipart body'),
      );
      return;
    }

    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      // A file cut off mid-stream never ends: close its stream, then remove what it wrote.
      for (const file of files) {
        const out = streams.get(file.path);
        if (out && !out.closed) {
          out.once('close', () => removeFiles([file]));
          out.destroy();
        } else {
          removeFiles([file]);
        }
      }
      reject(error);
    };

    parser.on('field', (name, value) => {
      fields[name] = value;
    });

    parser.on('file', (field, stream) => {
      budget ??= options.maxBytes(fields);
      const key = randomUUID();
      let head: Buffer | undefined = Buffer.alloc(0);
      let out: fs.WriteStream | undefined;
      let current: ReceivedFile | undefined;
      let size = 0;
      const done = new Promise<void>((resolveFile) => {
        const open = (): boolean => {
          const type = sniffFileType(head ?? Buffer.alloc(0));
          if (!type) {
            fail(apiError(415, 'unsupported_file_type', UPLOAD_MESSAGES.unsupported_file_type));
            return false;
          }
          const file: ReceivedFile = {
            field,
            key: `${key}.${type.extension}`,
            path: path.join(options.dir, `${key}.${type.extension}`),
            size: 0,
            contentType: type.contentType,
          };
          files.push(file);
          current = file;
          out = fs.createWriteStream(file.path);
          streams.set(file.path, out);
          out.on('error', (error) => fail(error));
          out.write(head);
          head = undefined;
          return true;
        };
        stream.on('data', (chunk: Buffer) => {
          if (failed) return;
          size += chunk.length;
          total += chunk.length;
          if (total > (budget ?? 0)) {
            fail(tooLarge());
            return;
          }
          if (head) {
            head = Buffer.concat([head, chunk]);
            if (head.length >= SNIFF_BYTES) open();
            return;
          }
          if (out && !out.write(chunk)) {
            stream.pause();
            out.once('drain', () => stream.resume());
          }
        });
        stream.on('end', () => {
          if (failed) return resolveFile();
          if (head && (head.length === 0 || !open())) {
            if (head.length === 0) fail(invalidParameter(field, 'blank', 'empty file'));
            return resolveFile();
          }
          if (current) current.size = size;
          const written = current;
          // A picture too large in pixels is refused once written, before the upload is accepted (picture-size.ts).
          out?.end(() => {
            if (!written) return resolveFile();
            assertPictureFits(written).then(resolveFile, (error: Error) => {
              fail(error);
              resolveFile();
            });
          });
        });
        // A body cut before its closing boundary fails the parser and this file stream together:
        // the request fails once (through fail) and this promise settles, never left rejected
        // with no handler (an unhandled rejection would stop the whole sandbox).
        stream.on('error', (error: Error) => {
          fail(invalidParameter('body', 'wrong_type', error.message));
          resolveFile();
        });
      });
      writing.push(done);
    });

    parser.on('error', (error: Error) => fail(invalidParameter('body', 'wrong_type', error.message)));
    parser.on('filesLimit', () => fail(invalidParameter('files', 'too_long')));
    parser.on('close', () => {
      if (failed) return;
      Promise.all(writing).then(
        () => {
          if (!failed) resolve({ fields, files });
        },
        (error: Error) => fail(error),
      );
    });
    req.on('close', () => {
      if (!req.complete) fail(invalidParameter('body', 'aborted'));
    });
    req.pipe(parser);
  });
}
