import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { PageNotFoundError, ROUTE_PATHS, pathTo } from 'shared-kit';
import {
  Card,
  Link,
  Navigate,
  PageHeading,
  PageIntro,
  mq,
  starsLabel,
  useLocation,
  usePageSubject,
  useParams,
} from 'shared-ui';
import { PageFailed, PageLoading, PageStack } from '../../../components/PageState';
import { SHOP_FR } from '../../../messages/fr';
import { AddToBasket } from '../../basket/components/AddToBasket';
import { slugOf } from '../state/grid';
import { useShopState } from '../state/use-shop-state';
import { GoodyImage } from './GoodyImage';
import { StockBadge } from './GoodyTile';
import { Price } from './styles';
import { useSiteLanguage } from 'shared-ui/i18n';

const Layout = styled(Card)`
  display: grid;
  gap: clamp(1rem, 3vw, 2.5rem);
  ${mq.up(960)} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
    align-items: start;
  }
  .details {
    display: grid;
    gap: 0.9rem;
  }
  .price {
    font-size: 1.5rem;
  }
`;

/** PAGE-ERROR-1 gift detail: an unknown id is the 404 page; a wrong slug is replaced by the right one. */
export const GiftDetail = observer(function GiftDetail() {
  useSiteLanguage();
  const { id = '', slug = '' } = useParams();
  const location = useLocation();
  const shop = useShopState();
  const coupon = shop.coupons.get(id);
  // The tab names the goody (« Mug collector · La Grande Boutique »), not the route's « Cadeau ».
  usePageSubject(coupon?.name);
  if (shop.error) return <PageFailed onRetry={shop.retry} />;
  if (shop.loading) return <PageLoading />;
  if (!coupon) throw new PageNotFoundError(`${location.pathname}${location.search}${location.hash}`);
  const rightSlug = slugOf(coupon.name);
  if (slug !== rightSlug)
    return <Navigate to={pathTo('shop-gift', { id: coupon.identifier, slug: rightSlug })} replace />;

  return (
    <PageStack>
      <PageIntro>
        <Link to={ROUTE_PATHS.shop}>← {SHOP_FR.gift.back}</Link>
      </PageIntro>
      <Layout aria-labelledby="shop-gift-title">
        <GoodyImage coupon={coupon} size={480} eager />
        <div className="details">
          <PageHeading id="shop-gift-title">{coupon.name}</PageHeading>
          <Price className="price">
            <span aria-hidden="true">★</span>
            {starsLabel(coupon.value)}
          </Price>
          <StockBadge coupon={coupon} />
          {coupon.description && <p>{coupon.description}</p>}
          <p>
            {SHOP_FR.shop.balance}
            {'\u00a0'}: <strong>{shop.available === null ? '…' : starsLabel(shop.available)}</strong>
          </p>
          <AddToBasket coupon={coupon} coupons={shop.coupons} available={shop.available} />
        </div>
      </Layout>
    </PageStack>
  );
});
