import { captureLogs } from '../logging/logger';

/** A log line as the server writes it (JSON). */
export type LogLine = Record<string, unknown> & { level: string; msg?: string; reqId?: string };

export interface CapturedLogs {
  /** Everything written, as it would reach stdout. */
  text(): string;
  lines(): LogLine[];
  messages(): string[];
  stop(): void;
}

/**
 * The server's log lines from now until `stop()`. `level` applies to the loggers made after the call: create the app
 * afterwards to see its debug lines.
 */
export function capturedLogs(level?: Parameters<typeof captureLogs>[1]): CapturedLogs {
  const written: string[] = [];
  const stop = captureLogs({ write: (line: string) => void written.push(line) }, level);
  const lines = () => written.map((line) => JSON.parse(line) as LogLine);
  return { text: () => written.join(''), lines, messages: () => lines().map((line) => line.msg ?? ''), stop };
}
