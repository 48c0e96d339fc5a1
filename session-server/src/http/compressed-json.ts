import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';

/**
 * A JSON document that never changes while the process runs (`/config.json`): serialised and
 * compressed once at start-up, then sent in the encoding the browser asks for (every
 * text answer compressed, `Vary: Accept-Encoding` so caches keep one copy per encoding).
 */
export function compressedJson(value: unknown, cacheControl: string): RequestHandler {
  const identity = Buffer.from(JSON.stringify(value));
  const bodies: Record<'br' | 'gzip', Buffer> = {
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(identity, { level: 9 }),
  };
  // Computed once: the app turns express's per-answer ETag off (load), this document keeps its own.
  const tagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;
  const etags = { br: tagOf(bodies.br), gzip: tagOf(bodies.gzip), identity: tagOf(identity) };
  return (req, res) => {
    // Browsers list gzip before br with equal weight: the smaller brotli wins whenever accepted.
    const accepted = req.acceptsEncodings();
    const encoding = (['br', 'gzip'] as const).find((name) => accepted.includes(name));
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.vary('Accept-Encoding');
    if (encoding === 'br' || encoding === 'gzip') {
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('ETag', etags[encoding]);
      res.send(bodies[encoding]);
      return;
    }
    res.setHeader('ETag', etags.identity);
    res.send(identity);
  };
}
