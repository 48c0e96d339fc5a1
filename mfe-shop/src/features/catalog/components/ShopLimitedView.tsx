import styled from '@emotion/styled';
import { ROUTE_PATHS, safeReturnPath } from 'shared-kit';
import { ButtonLink, Card, PageHeading, PageIntro, useSearchParams } from 'shared-ui';
import { PageFailed, PageLoading, PageStack } from '../../../components/PageState';
import { SHOP_FR } from '../../../messages/fr';
import { usePublicCatalog } from '../api/use-catalog';
import { padGrid } from '../state/grid';
import { LimitedGoodyTile } from './LimitedGoodyTile';
import { EmptyCell, Grid } from './styles';
import { useSiteLanguage } from 'shared-ui/i18n';

const Invite = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  p {
    margin: 0;
    font-weight: 700;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
  }
`;

/**
 * GUARD-3: the real goodies and prices for logged-out visitors, and the way in. The shop's guard sends a visitor here
 * with the page they wanted in `r` (the declaration, the basket, a gift): logging in or signing up leads there, and
 * to the shop when they came here first. `r` is a local path only (no open redirect).
 */
export function ShopLimitedView() {
  useSiteLanguage();
  const catalog = usePublicCatalog();
  const [params] = useSearchParams();
  const wanted = safeReturnPath(params.get('r')) ?? ROUTE_PATHS.shop;
  const withReturn = (path: string) => `${path}?${new URLSearchParams({ r: wanted }).toString()}`;
  return (
    <PageStack>
      <PageIntro>
        <PageHeading id="shop-limited-title">{SHOP_FR.limited.title}</PageHeading>
      </PageIntro>
      <Invite>
        <p>{SHOP_FR.limited.intro}</p>
        <div>
          <ButtonLink to={withReturn(ROUTE_PATHS['auth-login'])}>{SHOP_FR.limited.login}</ButtonLink>
          <ButtonLink to={withReturn(ROUTE_PATHS['auth-signup'])} variant="secondary">
            {SHOP_FR.limited.signup}
          </ButtonLink>
        </div>
      </Invite>
      {catalog.error ? (
        <PageFailed onRetry={() => void catalog.mutate()} />
      ) : !catalog.data ? (
        <PageLoading />
      ) : (
        <Grid aria-label={SHOP_FR.shop.gridLabel} data-testid="shop-grid">
          {padGrid(catalog.data.coupons).map((cell, index) =>
            cell.kind === 'item' ? (
              <LimitedGoodyTile key={cell.item.identifier} coupon={cell.item} eager={index < 4} />
            ) : (
              <EmptyCell key={cell.key} aria-hidden="true" data-testid="grid-empty" />
            ),
          )}
        </Grid>
      )}
    </PageStack>
  );
}
