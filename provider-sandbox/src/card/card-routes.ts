import { Router } from 'express';
import type { SandboxContext } from '../context';
import { currentUser, requireUser } from '../http/require-user';
import { nextGoalJson } from '../shop/next-goal';
import { cardJson } from './stars';

/** The card: one slot holding the loyalty card (SHOP-CARD-1). */
export function cardRoutes({ db, settings, clock }: SandboxContext): Router {
  const router = Router();
  const userOnly = requireUser(db, clock);

  router.get('/api/fidmarquesv3/card_slots', userOnly, (_req, res) => {
    const userId = currentUser(res).id;
    // The slot also shows the goody the user saves stars for (select_next_goal).
    res.json({
      card_slots: [{ loyalty_card: cardJson(db, userId), next_goal: nextGoalJson(db, settings.publicBaseUrl, userId) }],
    });
  });

  router.post('/api/fidmarques/v1/sdk/card', userOnly, (_req, res) => {
    res.json({ card: cardJson(db, currentUser(res).id) });
  });

  return router;
}
