import type http from 'node:http';
import net from 'node:net';

/** A listening server on a port of its own, for tests that need a socket of their own. */
export async function listening(server: http.Server): Promise<{ port: number; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A request's line and headers, ended as HTTP ends them. */
export const requestHead = (lines: readonly string[]) => `${lines.join('\r\n')}\r\n\r\n`;

/**
 * Sends `sent` (a request, or the start of one) on a socket of its own, then nothing more: no client library finishes
 * the headers or the body for us. Resolves once the server has closed the connection, with what it answered.
 */
export function sendAndWait(port: number, sent: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close while we still write: what it said before is the answer.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      if (!status) return reject(new Error(`no answer before the connection closed: ${JSON.stringify(text)}`));
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status, headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(sent);
  });
}
