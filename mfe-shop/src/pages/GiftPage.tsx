import { useKitInstanceTag, useSiteRuntime } from 'shared-ui';
import { GiftDetail } from '../features/catalog/components/GiftDetail';
import { useSiteLanguage } from 'shared-ui/i18n';

/** /la-grande-boutique/cadeau/{id}/{slug} (ROUTE-4, route shop-gift). */
export default function GiftPage() {
  useSiteLanguage();
  return (
    <div data-testid="shop-gift" data-kit-instance={useKitInstanceTag(useSiteRuntime().kit)}>
      <GiftDetail />
    </div>
  );
}
