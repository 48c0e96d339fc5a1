import { Suspense } from 'react';
import { preloadableView } from './lazy-view';

// Only logged-in visitors see their stars: the chip and its data layer (SWR) stay out of the
// first load of an anonymous visit.
const chip = preloadableView(() => import('./StarBalanceChipView').then((module) => module.StarBalanceChip));

export const preloadStarBalanceChip = chip.preload;

export function StarBalanceChip() {
  return (
    <Suspense fallback={null}>
      <chip.View />
    </Suspense>
  );
}
