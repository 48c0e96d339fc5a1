import { Router, type Request, type RequestHandler } from 'express';
import Joi from 'joi';
import { userOfToken } from '../auth/tokens';
import type { Clock } from '../clock';
import type { SandboxDb } from '../db/database';
import { GENERIC_MESSAGE } from '../http/errors';
import { validParams } from '../http/params';
import { accessTokenOf } from '../http/require-user';

/**
 * Provider operations a fault can target, by the last segment of their path
 * (order_goody = POST /api/fidmarquesv3/shop_cart/order_goody, card = POST /api/fidmarques/v1/sdk/card).
 * A closed list so a misspelt name is a 400 instead of a fault that never fires.
 */
export const FAULT_OPERATIONS = [
  'order_goody',
  'buy',
  'cancel_buy',
  'resell',
  'select_next_goal',
  'cancel_next_goal',
  'shopv3',
  'card_catalog',
  'rewards',
  'all_orders',
  'earned_coupons',
  'card',
  'card_slots',
  'burn_uniq_code',
  'link_code_to_receipt',
  'link_code_to_user_information',
  'apply_code',
  'upload',
  'bulk_upload',
  'upload_file_to_path',
  'send_batch',
  'receipts',
  'pending_receipts',
  'timeline',
  'user_informations',
  'login',
  'signup',
  'logout',
  'settings',
  'transfer',
  'offer_history',
] as const;

/** A hung provider answers in the end: 2 minutes at most, beyond any deadline of the site. */
export const MAX_FAULT_DELAY_MS = 120_000;

export interface Fault {
  operation: string;
  /** Answered instead of the real route; without it, the real route answers (after `delay_ms`). */
  status?: number;
  /** Milliseconds the answer waits: a slow or hung provider. */
  delay_ms: number;
  /** Calls still let through before the fault fires. */
  skip: number;
  /** Calls still answered with `status`. */
  count: number;
  /**
   * Only the calls of this user (by their access token): a journey's fault leaves alone the journeys running beside
   * it. Without it, every caller's.
   */
  email?: string;
}

const faultSchema = Joi.object<Fault>({
  operation: Joi.string()
    .valid(...FAULT_OPERATIONS)
    .required(),
  status: Joi.number().integer().min(400).max(599),
  delay_ms: Joi.number().integer().min(0).max(MAX_FAULT_DELAY_MS).default(0),
  skip: Joi.number().integer().min(0).max(1000).default(0),
  count: Joi.number().integer().min(1).max(1000).default(1),
  email: Joi.string().email({ tlds: false }).lowercase(),
})
  // A fault that neither refuses nor delays would do nothing.
  .or('status', 'delay_ms')
  .custom((fault: Fault, helpers) =>
    fault.status === undefined && fault.delay_ms === 0 ? helpers.error('any.invalid') : fault,
  );

const clearSchema = Joi.object<{ email?: string }>({ email: Joi.string().email({ tlds: false }) });

export interface FaultEffect {
  status?: number;
  delayMs: number;
}

/** The pending faults of one sandbox app, at most one per operation and user (a new one replaces it). */
export class InjectedFaults {
  private readonly byKey = new Map<string, Fault>();

  private static key(operation: string, email: string | undefined): string {
    return `${operation} ${email ?? '*'}`;
  }

  set(fault: Fault): void {
    this.byKey.set(InjectedFaults.key(fault.operation, fault.email), { ...fault });
  }

  /** Every fault, or only those aimed at `email`. */
  clear(email?: string): void {
    if (email === undefined) this.byKey.clear();
    else for (const [key, fault] of this.byKey) if (fault.email === email.toLowerCase()) this.byKey.delete(key);
  }

  list(): Fault[] {
    return [...this.byKey.values()].map((fault) => ({ ...fault }));
  }

  /** Whether a fault waits for `operation` from one user in particular (the caller must then be known). */
  scoped(operation: string): boolean {
    return this.list().some((fault) => fault.operation === operation && fault.email !== undefined);
  }

  /**
   * Counts one call of `operation` by the user `email` (when known): what the fault does to it, the caller's own
   * fault first, or undefined to let it through untouched.
   */
  take(operation: string, email?: string): FaultEffect | undefined {
    const key = [email && InjectedFaults.key(operation, email.toLowerCase()), InjectedFaults.key(operation, undefined)]
      .filter((candidate): candidate is string => Boolean(candidate))
      .find((candidate) => this.byKey.has(candidate));
    const fault = key === undefined ? undefined : this.byKey.get(key);
    if (key === undefined || !fault) return undefined;
    if (fault.skip > 0) {
      fault.skip -= 1;
      return undefined;
    }
    fault.count -= 1;
    if (fault.count <= 0) this.byKey.delete(key);
    return { status: fault.status, delayMs: fault.delay_ms };
  }
}

/** Answers a call with its pending fault, before the real route sees it (so nothing is written). */
export function injectFaults(faults: InjectedFaults, db: SandboxDb, clock: Clock): RequestHandler {
  // The caller by the token of its query or header (the body is not read yet: the fault answers before any parser).
  const callerEmail = (req: Request): string | undefined => {
    const token = accessTokenOf(req);
    return token ? (userOfToken(db, token, clock())?.email ?? undefined) : undefined;
  };
  return (req, res, next) => {
    if (req.method === 'OPTIONS' || req.path.startsWith('/__sandbox/')) {
      next();
      return;
    }
    const operation = req.path.replace(/\/+$/, '').split('/').pop() ?? '';
    const effect = faults.take(operation, faults.scoped(operation) ? callerEmail(req) : undefined);
    if (effect === undefined) {
      next();
      return;
    }
    const answer = () => {
      if (effect.status === undefined) {
        // A slow provider still does the work, even for a client that gave up waiting.
        next();
        return;
      }
      res.status(effect.status).json({
        code: effect.status >= 500 ? 'server_error' : 'injected_fault',
        user_message: GENERIC_MESSAGE,
        debug_message: `fault injected on ${operation} by POST /__sandbox/faults`,
      });
    };
    if (effect.delayMs > 0) setTimeout(answer, effect.delayMs);
    else answer();
  };
}

/** `POST|GET|DELETE /__sandbox/faults` (CONTRACT.md "Controls"); a reset clears the faults too. */
export function faultControlRoutes(faults: InjectedFaults): Router {
  const router = Router();
  router.post('/faults', (req, res) => {
    const fault = validParams(faultSchema, req);
    faults.set(fault);
    res.status(201).json({ fault, faults: faults.list() });
  });
  router.get('/faults', (_req, res) => {
    res.json({ faults: faults.list() });
  });
  router.delete('/faults', (req, res) => {
    const { email } = validParams(clearSchema, req);
    faults.clear(email);
    res.json({ faults: faults.list() });
  });
  router.post('/reset', (_req, _res, next) => {
    faults.clear();
    next();
  });
  return router;
}
