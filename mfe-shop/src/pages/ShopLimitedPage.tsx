import type { ServerReadId } from 'shared-kit';
import { useKitInstanceTag, useServerRead, useSiteRuntime } from 'shared-ui';
import { ShopLimitedView } from '../features/catalog/components/ShopLimitedView';
import { useSiteLanguage } from 'shared-ui/i18n';

/** The server reads the goodies before rendering this page (they are the same for every visitor). */
export const serverReads: ServerReadId[] = ['public-catalog'];

/** /la-grande-boutique-hors-connexion (GUARD-3, route shop-limited). */
export default function ShopLimitedPage() {
  useSiteLanguage();
  const kitInstance = useKitInstanceTag(useSiteRuntime().kit);
  return (
    <div data-testid="shop-limited" data-kit-instance={kitInstance} aria-labelledby="shop-limited-title">
      <ShopLimitedView serverRead={useServerRead('public-catalog')} />
    </div>
  );
}
