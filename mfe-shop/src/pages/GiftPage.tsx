import { useKitInstanceTag } from 'shared-ui';
import { GiftDetail } from '../features/catalog/components/GiftDetail';
import { kit } from '../kit';
import { useSiteLanguage } from 'shared-ui/i18n';

/** /la-grande-boutique/cadeau/{id}/{slug} (ROUTE-4, route shop-gift). */
export default function GiftPage() {
  useSiteLanguage();
  return (
    <div data-testid="shop-gift" data-kit-instance={useKitInstanceTag(kit)}>
      <GiftDetail />
    </div>
  );
}
