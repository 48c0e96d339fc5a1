import { Router } from 'express';
import type { SandboxContext } from '../context';
import { currentUser, requireUser } from '../http/require-user';
import { cardJson } from './stars';

/** The card: one slot holding the loyalty card (spec §3 "Card"). */
export function cardRoutes({ db, clock }: SandboxContext): Router {
  const router = Router();
  const userOnly = requireUser(db, clock);

  router.get('/api/fidmarquesv3/card_slots', userOnly, (_req, res) => {
    res.json({ card_slots: [{ loyalty_card: cardJson(db, currentUser(res).id) }] });
  });

  router.post('/api/fidmarques/v1/sdk/card', userOnly, (_req, res) => {
    res.json({ card: cardJson(db, currentUser(res).id) });
  });

  return router;
}
