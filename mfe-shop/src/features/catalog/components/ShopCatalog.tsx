import type { Coupon } from 'shared-kit';
import { SHOP_FR } from '../../../messages/fr';
import { padGrid } from '../state/grid';
import { GoodyTile } from './GoodyTile';
import { EmptyCell, Grid } from './styles';
import { useSiteLanguage } from 'shared-ui/i18n';

interface ShopCatalogProps {
  list: readonly Coupon[];
  coupons: ReadonlyMap<string, Coupon>;
  available: number | null;
  nextGoalId: string | null;
}

/** The 4-column grid padded with empty cells (SHOP-GRID-1); two columns on phones. */
export function ShopCatalog({ list, coupons, available, nextGoalId }: ShopCatalogProps) {
  useSiteLanguage();
  return (
    <Grid aria-label={SHOP_FR.shop.gridLabel} data-testid="shop-grid">
      {padGrid(list).map((cell, index) =>
        cell.kind === 'item' ? (
          <GoodyTile
            key={cell.item.identifier}
            coupon={cell.item}
            coupons={coupons}
            available={available}
            isGoal={cell.item.identifier === nextGoalId}
            eager={index < 4}
          />
        ) : (
          <EmptyCell key={cell.key} aria-hidden="true" data-testid="grid-empty" />
        ),
      )}
    </Grid>
  );
}
