import type { Offer } from 'shared-kit';

/** Stars a receipt should bring: the eligible products ticked on it (the provider credits the same sum). */
export function expectedStars(eans: readonly string[], offers: readonly Offer[]): number {
  const byEan = new Map(offers.map((offer) => [offer.ean, offer.stars]));
  return eans.reduce((sum, ean) => sum + (byEan.get(ean) ?? 0), 0);
}
