import { lazy, Suspense } from 'react';

// Only logged-in visitors see their stars: the chip and its data layer (SWR) stay out of the
// first load of an anonymous visit.
const StarBalanceChipView = lazy(() =>
  import('./StarBalanceChipView').then((module) => ({ default: module.StarBalanceChip })),
);

export function StarBalanceChip() {
  return (
    <Suspense fallback={null}>
      <StarBalanceChipView />
    </Suspense>
  );
}
