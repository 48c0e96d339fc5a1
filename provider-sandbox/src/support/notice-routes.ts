import express, { Router, type Request } from 'express';
import type { SandboxContext } from '../context';
import { apiError, invalidParameter } from '../http/errors';

/** REPORT-1: the error reporter sends notices of at most 64000 characters. */
const NOTICE_MAX_CHARS = 64_000;
const PERFORMANCE_KINDS = ['routes-stats', 'routes-breakdowns', 'queries-stats', 'queues-stats'];
/** Every reporter body (notice or stats) is read up to this size; a larger one is 413 before it is parsed. */
export const REPORTER_BODY_LIMIT = '64kb';

/**
 * The reporter's body parsers, mounted by the app before its general ones (256 kB): notices and stats are
 * limited alike whatever their content type.
 */
export const REPORTER_PATHS = ['/api/v3/projects', '/api/v5/projects'];
export function reporterBodyParsers() {
  return [express.json({ limit: REPORTER_BODY_LIMIT }), express.text({ type: ['text/*'], limit: REPORTER_BODY_LIMIT })];
}

const addressOf = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/**
 * The error reporter's endpoint (Airbrake notice API v3): the notice is stored as sent, for
 * /__sandbox/notices. REPORT-2: 401 means wrong credentials, 429 rate limited with a delay header.
 */
export function noticeRoutes({ db, settings, clock }: SandboxContext): Router {
  const router = Router();
  // Already parsed when the app mounted them first (body-parser reads a body once); here for a router used alone.
  const reporterBody = reporterBodyParsers();

  /**
   * One budget per client address for notices and stats together, whatever the project id in the path: a sender
   * cannot multiply its rate by inventing project ids.
   */
  const assertUnderRate = (req: Request, res: express.Response, now: Date) => {
    const windowStart = new Date(now.getTime() - 60_000).toISOString();
    const recent = db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM notices WHERE client_address = ? AND created_at > ?)
              + (SELECT COUNT(*) FROM performance_stats WHERE client_address = ? AND created_at > ?) AS n`,
      )
      .get(addressOf(req), windowStart, addressOf(req), windowStart) as { n: number };
    if (recent.n >= settings.noticeRatePerMinute) {
      // The reporter waits this many seconds before sending again (Airbrake's rate-limit header).
      res.setHeader('X-RateLimit-Delay', '60');
      res.setHeader('Retry-After', '60');
      throw apiError(429, 'rate_limited', 'Trop de rapports d’erreur, merci de patienter.');
    }
  };

  /** What every post of the reporter goes through: its project key, the rate, the size (REPORT-1, REPORT-2). */
  const acceptReport = (req: Request, res: express.Response, key: string | undefined) => {
    if (key !== settings.noticeKey) throw apiError(401, 'unauthorized', 'Clé de projet invalide.', 'wrong project key');
    const now = clock();
    assertUnderRate(req, res, now);
    const raw = typeof req.body === 'string' ? req.body : JSON.stringify(req.body ?? null);
    if (raw.length > NOTICE_MAX_CHARS) throw apiError(413, 'payload_too_large', 'La requête est trop volumineuse.');
    return { now, raw };
  };

  router.post('/api/v3/projects/:projectId/notices', reporterBody, (req: Request, res: express.Response) => {
    const key = typeof req.query.key === 'string' ? req.query.key : req.headers.authorization?.replace(/^Bearer /, '');
    const { now, raw } = acceptReport(req, res, key);
    let notice: unknown;
    try {
      notice = JSON.parse(raw);
    } catch {
      throw invalidParameter('body', 'wrong_type');
    }
    if (typeof notice !== 'object' || notice === null || !Array.isArray((notice as { errors?: unknown }).errors)) {
      throw invalidParameter('errors', 'blank');
    }
    const result = db
      .prepare('INSERT INTO notices (project_id, body, created_at, client_address) VALUES (?, ?, ?, ?)')
      .run(String(req.params.projectId), raw, now.toISOString(), addressOf(req));
    const id = String(result.lastInsertRowid);
    res.status(201).json({ id, url: `${settings.publicBaseUrl}/__sandbox/notices#${id}` });
  });

  // The reporter's performance stats (REPORT-1: route stats flushed every 15 s), kept for /__sandbox/stats.
  router.post('/api/v5/projects/:projectId/:kind', reporterBody, (req: Request, res: express.Response) => {
    if (!PERFORMANCE_KINDS.includes(req.params.kind as string))
      throw apiError(404, 'not_found', 'Ressource inconnue.', `stats kind ${req.params.kind}`);
    const { now, raw } = acceptReport(req, res, typeof req.query.key === 'string' ? req.query.key : undefined);
    db.prepare(
      'INSERT INTO performance_stats (project_id, kind, body, created_at, client_address) VALUES (?, ?, ?, ?, ?)',
    ).run(String(req.params.projectId), String(req.params.kind), raw, now.toISOString(), addressOf(req));
    res.status(204).end();
  });

  return router;
}
