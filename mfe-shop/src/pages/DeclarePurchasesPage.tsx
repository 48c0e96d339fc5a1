import { useKitInstanceTag, useSiteRuntime } from 'shared-ui';
import { DeclarePurchases } from '../features/declare/components/DeclarePurchases';
import { useSiteLanguage } from 'shared-ui/i18n';

/** /la-grande-boutique/declarer-mes-achats (ROUTE-4, route shop-declare). */
export default function DeclarePurchasesPage() {
  useSiteLanguage();
  return (
    <div
      data-testid="shop-declare"
      data-kit-instance={useKitInstanceTag(useSiteRuntime().kit)}
      aria-labelledby="shop-declare-title"
    >
      <DeclarePurchases />
    </div>
  );
}
