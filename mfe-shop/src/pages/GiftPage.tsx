import type { ServerPageSubject, ServerReadId, ServerReads } from 'shared-kit';
import { useKitInstanceTag, useSiteRuntime } from 'shared-ui';
import { GiftDetail } from '../features/catalog/components/GiftDetail';
import { useSiteLanguage } from 'shared-ui/i18n';

/** The server reads the visitor's goodies and card (their stars) before rendering this page for them. */
export const serverReads: ServerReadId[] = ['catalog', 'card-slots'];

/**
 * The goody of the address, from the catalogue the server read: the page's head and tab name it (« Mug collector · La
 * Grande Boutique »); an identifier the catalogue does not hold is the 404 page, as GiftDetail shows it.
 */
export function serverSubject(data: ServerReads, params: { id?: string }): ServerPageSubject {
  const catalog = data.catalog ?? data['public-catalog'];
  if (!catalog) return null;
  const coupon = catalog.coupons.find((goody) => goody.identifier === params.id);
  return coupon ? { name: coupon.name } : 'not-found';
}

/** /la-grande-boutique/cadeau/{id}/{slug} (ROUTE-4, route shop-gift). */
export default function GiftPage() {
  useSiteLanguage();
  return (
    <div data-testid="shop-gift" data-kit-instance={useKitInstanceTag(useSiteRuntime().kit)}>
      <GiftDetail />
    </div>
  );
}
