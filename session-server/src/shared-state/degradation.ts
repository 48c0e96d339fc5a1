import { logger } from '../logging/logger';

/** The parts of the shared state that fall back to this instance when Redis cannot answer. */
export type SharedPart = 'rate limits' | 'revocations';

/** What each part does while it runs on its own (said in the log when it starts to). */
const WHILE_AWAY: Record<SharedPart, string> = {
  'rate limits': "rate limits count on this instance's own counters",
  revocations:
    'logout revocations are checked against what this instance has seen (its own logouts and those it read); ' +
    'logouts taken here are written to Redis when it is back',
};

export interface DegradationLog {
  warn(message: string): void;
  error(message: string): void;
}

/**
 * Says once that a part of the shared state runs on this instance alone, and once that it is shared again: an outage
 * is two lines in the log, whatever the traffic during it (README « Shared state »).
 */
export class Degradation {
  private readonly away = new Set<SharedPart>();

  constructor(private readonly log: DegradationLog = logger) {}

  failed(part: SharedPart, error: unknown): void {
    if (this.away.has(part)) return;
    this.away.add(part);
    const reason = error instanceof Error ? error.message : String(error);
    this.log.error(`shared state degraded (${reason}): ${WHILE_AWAY[part]} until Redis answers`);
  }

  answered(part: SharedPart): void {
    if (!this.away.delete(part)) return;
    this.log.warn(`shared state: ${part} shared through Redis again`);
  }

  isDegraded(part?: SharedPart): boolean {
    return part ? this.away.has(part) : this.away.size > 0;
  }
}
