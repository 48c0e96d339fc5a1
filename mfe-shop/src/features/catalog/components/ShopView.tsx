import { observer } from 'mobx-react-lite';
import { PageHeading, PageIntro } from 'shared-ui';
import { PageFailed, PageLoading, PageStack } from '../../../components/PageState';
import { SHOP_FR } from '../../../messages/fr';
import { useShopState } from '../state/use-shop-state';
import { ShopCatalog } from './ShopCatalog';
import { StarsBanner } from './StarsBanner';
import { useSiteLanguage } from 'shared-ui/i18n';

/** The logged-in shop: balance and goal, then every goody of the catalogue. */
export const ShopView = observer(function ShopView() {
  useSiteLanguage();
  const shop = useShopState();
  return (
    <PageStack>
      <PageIntro>
        <PageHeading id="shop-title">{SHOP_FR.shop.title}</PageHeading>
        <p>{SHOP_FR.shop.intro}</p>
      </PageIntro>
      {shop.error ? (
        <PageFailed onRetry={shop.retry} />
      ) : shop.loading ? (
        <PageLoading />
      ) : (
        <>
          <StarsBanner available={shop.available} pending={shop.pending} nextGoal={shop.nextGoal} />
          <ShopCatalog
            list={shop.list}
            coupons={shop.coupons}
            available={shop.available}
            nextGoalId={shop.nextGoal?.identifier ?? null}
          />
        </>
      )}
    </PageStack>
  );
});
