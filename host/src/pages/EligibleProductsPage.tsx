import styled from '@emotion/styled';
import { Button, Card, Grid, PageHeading, starsLabel, useSiteRuntime } from 'shared-ui';
import { useOffers } from 'shared-ui/data';
import { frenchTypography } from 'shared-ui/display';
import { PRODUCTS_FR } from './texts/eligible-products.fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Products = styled(Grid)`
  li {
    display: grid;
    gap: 0.35rem;
    align-content: start;
    padding: 1rem;
    text-align: center;
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: contain;
    border-radius: 12px;
    background: #fff;
  }
  h2 {
    margin: 0.35rem 0 0;
    font-size: 1.05rem;
  }
  .brand {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  .stars {
    justify-self: center;
    padding: 0.2rem 0.75rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.tertiary};
    color: ${({ theme }) => theme.colors.tertiaryContrast};
    font-weight: 800;
  }
`;

/** Produits éligibles (ROUTE-1): the provider's eligible products, with their images and stars. */
export default function EligibleProductsPage() {
  useSiteLanguage();
  const { kit } = useSiteRuntime();
  // The one public entry of the offers (shared-ui/data), the one the shop's declare page and the receipts read.
  const offers = useOffers(kit);
  const loading = offers.data === undefined && !offers.error;

  return (
    <Card data-testid="eligible-products" aria-labelledby="products-title" aria-busy={loading}>
      <PageHeading id="products-title">{PRODUCTS_FR.title}</PageHeading>
      <p>{PRODUCTS_FR.intro}</p>
      {loading ? <p role="status">{PRODUCTS_FR.loading}</p> : null}
      {offers.error && offers.data === undefined ? (
        <div role="alert">
          <p>{PRODUCTS_FR.failed}</p>
          <Button type="button" onClick={() => void offers.mutate()} disabled={offers.isValidating}>
            {PRODUCTS_FR.retry}
          </Button>
        </div>
      ) : null}
      {offers.data ? (
        <Products minItemWidth="150px" data-testid="eligible-products-list">
          {offers.data.map((offer) => (
            <li key={offer.identifier}>
              <img
                src={offer.image_url}
                srcSet={offer.image_url_2x ? `${offer.image_url} 1x, ${offer.image_url_2x} 2x` : undefined}
                alt={offer.name}
                loading="lazy"
                width={200}
                height={200}
              />
              <h2>{frenchTypography(offer.name)}</h2>
              <p className="brand">{PRODUCTS_FR.ean(offer.brand, offer.ean)}</p>
              <span className="stars">{PRODUCTS_FR.stars(starsLabel(offer.stars))}</span>
            </li>
          ))}
        </Products>
      ) : null}
    </Card>
  );
}
