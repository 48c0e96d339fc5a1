import { Router } from 'express';
import { productImageUrls } from '../assets/image-urls';
import { userOfToken } from '../auth/tokens';
import type { SandboxContext } from '../context';
import { accessTokenOf, currentUser, requireUser, unauthorized } from '../http/require-user';

type ProductRow = {
  ean: string;
  identifier: string;
  name: string;
  brand: string;
  stars: number;
};

/** The eligible products (ROUTE-1 /produits-eligibles, public) and the user's offer history. */
export function offerRoutes({ db, settings, clock }: SandboxContext): Router {
  const router = Router();
  const offerJson = (row: ProductRow) => ({
    identifier: row.identifier,
    name: row.name,
    brand: row.brand,
    ean: row.ean,
    stars: row.stars,
    ...productImageUrls(settings.publicBaseUrl, row.identifier),
  });

  // Public: the eligible products page is open to anonymous visitors (GUARD-3); a given token must be valid.
  router.all('/api/kitv4/offers', (req, res) => {
    const token = accessTokenOf(req);
    if (token && !userOfToken(db, token, clock())) throw unauthorized();
    const rows = db.prepare('SELECT * FROM products ORDER BY position').all() as ProductRow[];
    res.json({ offers: rows.map(offerJson) });
  });

  router.post('/api/kitv4/offer_history', requireUser(db, clock), (_req, res) => {
    const receipts = db
      .prepare("SELECT eans FROM receipts WHERE user_id = ? AND status = 'accepted'")
      .all(currentUser(res).id) as { eans: string }[];
    const claimed = new Map<string, number>();
    for (const receipt of receipts)
      for (const ean of JSON.parse(receipt.eans) as string[]) claimed.set(ean, (claimed.get(ean) ?? 0) + 1);
    const rows = db.prepare('SELECT * FROM products ORDER BY position').all() as ProductRow[];
    res.json({
      offers: rows
        .filter((row) => claimed.has(row.ean))
        .map((row) => ({ ...offerJson(row), claimed_count: claimed.get(row.ean) })),
    });
  });

  return router;
}
