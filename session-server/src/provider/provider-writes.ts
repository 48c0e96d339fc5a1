import http from 'node:http';
import https from 'node:https';

/**
 * How this server sends its writes to the provider (login, sign-up, a password or profile change, a reset e-mail,
 * logout): over at most `connections` connections, kept alive, the others waiting here for one, so that a login surge
 * reaches the provider as a queue it can work through instead of hundreds of connections at once; each attempt has
 * `timeoutMs` from the moment it has its connection (the wait for one is not counted: a visitor who gives up closes
 * their request, and their write leaves the queue with it).
 *
 * A write the provider never received is sent again after `retryDelaysMs` (each delay drawn between half and all of
 * it, so retries of a surge do not come back together). Never received: the connection was refused or could not be
 * made (ECONNREFUSED, a name not resolved, no route, no connection within `timeoutMs`), or a connection kept alive
 * from an earlier write was closed by the provider before it answered a byte (ECONNRESET or EPIPE on a reused
 * connection: the provider drops idle connections, it had not read this request). Anything else may have been
 * received — a reset on a new connection, no answer within `timeoutMs` once sent, any answer, a 5xx included — and is
 * never sent twice: a sign-up or a password change received twice would answer « account exists » or « wrong
 * password » to the person it succeeded for.
 */
export interface WriteOptions {
  /** The provider's base URL (http or https). */
  url: string;
  timeoutMs: number;
  connections?: number;
  retryDelaysMs?: readonly number[];
}

export const WRITE_CONNECTIONS = 8;
export const WRITE_RETRY_DELAYS_MS = [100, 300, 900, 2_000] as const;

export interface WriteAnswer {
  status: number;
  text: string;
}

/** Why a write failed without an answer: `sent` false when the provider never received it. */
export class WriteFailure extends Error {
  constructor(
    readonly sent: boolean,
    readonly timedOut: boolean,
    options?: ErrorOptions,
  ) {
    super(sent ? 'the provider may have received the write' : 'the provider could not be reached', options);
    this.name = timedOut ? 'TimeoutError' : 'WriteFailure';
  }
}

const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const CLOSED_WHILE_IDLE = new Set(['ECONNRESET', 'EPIPE']);

export function providerWrites(options: WriteOptions) {
  const secure = options.url.startsWith('https:');
  const agentOptions = { keepAlive: true, maxSockets: options.connections ?? WRITE_CONNECTIONS };
  const agent = secure ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
  const delays = options.retryDelaysMs ?? WRITE_RETRY_DELAYS_MS;

  function attempt(
    method: string,
    url: URL,
    headers: Record<string, string>,
    body: string | undefined,
    signal?: AbortSignal,
  ): Promise<WriteAnswer> {
    return new Promise((resolve, reject) => {
      const request = (secure ? https : http).request(url, { method, agent, headers, signal });
      let answered = false;
      let stop = () => undefined as void;
      request.once('socket', (socket) => {
        // Node's own timer (AbortSignal.timeout): a test's fake clock moves the login limits' delays, not this.
        const deadline = AbortSignal.timeout(options.timeoutMs);
        // Still connecting: nothing was sent.
        const timedOut = () => request.destroy(new WriteFailure(!socket.connecting, true));
        deadline.addEventListener('abort', timedOut, { once: true });
        stop = () => deadline.removeEventListener('abort', timedOut);
      });
      request.once('response', (response) => {
        answered = true;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.once('end', () => {
          stop();
          resolve({ status: response.statusCode ?? 0, text });
        });
        response.once('error', (error) => {
          stop();
          reject(new WriteFailure(true, false, { cause: error }));
        });
      });
      request.once('error', (error: NodeJS.ErrnoException) => {
        stop();
        if (error instanceof WriteFailure || signal?.aborted) return reject(error);
        const code = error.code ?? '';
        const notReceived =
          NOT_CONNECTED.has(code) || (!answered && request.reusedSocket && CLOSED_WHILE_IDLE.has(code));
        reject(new WriteFailure(!notReceived, false, { cause: error }));
      });
      request.end(body);
    });
  }

  const pause = (ms: number, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, ms / 2 + (Math.random() * ms) / 2);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      });
    });

  /** Sends the write, again while it was never received, then gives its answer or its last failure. */
  async function send(
    method: string,
    url: URL,
    headers: Record<string, string>,
    body?: string,
    signal?: AbortSignal,
  ): Promise<WriteAnswer> {
    for (let retry = 0; ; retry += 1) {
      try {
        return await attempt(method, url, headers, body, signal);
      } catch (error) {
        const again = error instanceof WriteFailure && !error.sent && retry < delays.length && !signal?.aborted;
        if (!again) throw error;
        await pause(delays[retry] ?? 0, signal);
      }
    }
  }

  return { send, close: () => agent.destroy() };
}

export type ProviderWrites = ReturnType<typeof providerWrites>;
