import type { Environment } from '../../contracts/site-config';

/**
 * ENV-1: log levels by environment. 0 logs everything (debug), 1 warnings and errors,
 * 2 errors only. prod-uat is production run in UAT mode, so it logs as production.
 */
export const LOG_LEVELS: Readonly<Record<Environment, 0 | 1 | 2>> = {
  development: 0,
  test: 0,
  staging: 1,
  sandbox: 1,
  production: 2,
  'prod-uat': 2,
};

export type LogSink = Pick<Console, 'debug' | 'warn' | 'error'>;

export class KitLogger {
  level: 0 | 1 | 2 = 2;

  constructor(private readonly sink: LogSink) {}

  debug(message: string): void {
    if (this.level <= 0) this.sink.debug(`[kit] ${message}`);
  }

  warn(message: string): void {
    if (this.level <= 1) this.sink.warn(`[kit] ${message}`);
  }

  error(message: string): void {
    this.sink.error(`[kit] ${message}`);
  }
}
