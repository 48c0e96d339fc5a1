import express, { Router } from 'express';
import type { SandboxContext } from '../context';
import { apiError, invalidParameter } from '../http/errors';

/** Spec §9: the error reporter sends notices of at most 64000 characters. */
const NOTICE_MAX_CHARS = 64_000;
const PERFORMANCE_KINDS = ['routes-stats', 'routes-breakdowns', 'queries-stats', 'queues-stats'];

/**
 * The error reporter's endpoint (Airbrake notice API v3): the notice is stored as sent, for
 * /__sandbox/notices. Spec §8: 401 means wrong credentials, 429 rate limited with a delay header.
 */
export function noticeRoutes({ db, settings, clock }: SandboxContext): Router {
  const router = Router();

  router.post('/api/v3/projects/:projectId/notices', express.text({ type: ['text/*'], limit: '256kb' }), (req, res) => {
    const key = typeof req.query.key === 'string' ? req.query.key : req.headers.authorization?.replace(/^Bearer /, '');
    if (key !== settings.noticeKey) throw apiError(401, 'unauthorized', 'Clé de projet invalide.', 'wrong project key');
    const now = clock();
    const windowStart = new Date(now.getTime() - 60_000).toISOString();
    const recent = db
      .prepare('SELECT COUNT(*) AS n FROM notices WHERE project_id = ? AND created_at > ?')
      .get(req.params.projectId, windowStart) as { n: number };
    if (recent.n >= settings.noticeRatePerMinute) {
      // The reporter waits this many seconds before sending again (Airbrake's rate-limit header).
      res.setHeader('X-RateLimit-Delay', '60');
      throw apiError(429, 'rate_limited', 'Trop de rapports d’erreur, merci de patienter.');
    }
    const raw = typeof req.body === 'string' ? req.body : JSON.stringify(req.body ?? null);
    if (raw.length > NOTICE_MAX_CHARS) throw apiError(413, 'payload_too_large', 'La requête est trop volumineuse.');
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
      .prepare('INSERT INTO notices (project_id, body, created_at) VALUES (?, ?, ?)')
      .run(req.params.projectId, raw, now.toISOString());
    const id = String(result.lastInsertRowid);
    res.status(201).json({ id, url: `${settings.publicBaseUrl}/__sandbox/notices#${id}` });
  });

  // The reporter's performance stats (spec §9: route stats flushed every 15 s), kept for /__sandbox/stats.
  router.post('/api/v5/projects/:projectId/:kind', express.text({ type: ['text/*'], limit: '256kb' }), (req, res) => {
    if (!PERFORMANCE_KINDS.includes(req.params.kind as string))
      throw apiError(404, 'not_found', 'Ressource inconnue.', `stats kind ${req.params.kind}`);
    const key = typeof req.query.key === 'string' ? req.query.key : undefined;
    if (key !== settings.noticeKey) throw apiError(401, 'unauthorized', 'Clé de projet invalide.', 'wrong project key');
    const raw = typeof req.body === 'string' ? req.body : JSON.stringify(req.body ?? null);
    db.prepare('INSERT INTO performance_stats (project_id, kind, body, created_at) VALUES (?, ?, ?, ?)').run(
      req.params.projectId,
      req.params.kind,
      raw,
      clock().toISOString(),
    );
    res.status(204).end();
  });

  return router;
}
