import type { RequestHandler } from 'express';

/**
 * DNS rebinding: a page on another site whose name is made to resolve to the sandbox's address would reach it with
 * its own name in Host. The sandbox answers only the names it is known by (421 otherwise), before any route.
 */
export function allowedHosts(names: readonly string[]): RequestHandler {
  const allowed = new Set(names.map((name) => name.toLowerCase()));
  return (req, res, next) => {
    const host = (req.headers.host ?? '').toLowerCase();
    // Host without its port; an IPv6 literal keeps its brackets.
    const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
    if (!allowed.has(name)) {
      res.status(421).json({
        code: 'misdirected_request',
        user_message: 'Accès refusé.',
        debug_message: `unknown host ${JSON.stringify(name)}`,
      });
      return;
    }
    next();
  };
}
