import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { Button, Card, Grid, PageHeading, starsLabel } from 'shared-ui';
import { frenchTypography } from 'shared-ui/display';
import type { EligibleProduct } from '../app/kit-session/shell-kit';
import { useShell } from '../app/shell/shell-context';
import { PRODUCTS_FR } from './texts/eligible-products.fr';

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

type State = { status: 'loading' } | { status: 'ready'; products: EligibleProduct[] } | { status: 'failed' };

/** Produits éligibles (ROUTE-1): the provider's eligible products, with their images and stars. */
export default function EligibleProductsPage() {
  const { kit } = useShell();
  const [state, setState] = useState<State>({ status: 'loading' });
  // Each attempt (first load, "Réessayer") is one run of the effect; its answer is dropped once it is stale.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    kit.eligibleProducts().then(
      (products) => live && setState({ status: 'ready', products }),
      (error: unknown) => {
        console.error('[eligible-products] not loaded', error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [kit, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  return (
    <Card data-testid="eligible-products" aria-labelledby="products-title" aria-busy={state.status === 'loading'}>
      <PageHeading id="products-title">{PRODUCTS_FR.title}</PageHeading>
      <p>{PRODUCTS_FR.intro}</p>
      {state.status === 'loading' ? <p role="status">{PRODUCTS_FR.loading}</p> : null}
      {state.status === 'failed' ? (
        <div role="alert">
          <p>{PRODUCTS_FR.failed}</p>
          <Button type="button" onClick={retry}>
            {PRODUCTS_FR.retry}
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <Products minItemWidth="150px" data-testid="eligible-products-list">
          {state.products.map((product) => (
            <li key={product.identifier}>
              <img
                src={product.imageUrl}
                srcSet={product.imageUrl2x ? `${product.imageUrl} 1x, ${product.imageUrl2x} 2x` : undefined}
                alt={product.name}
                loading="lazy"
                width={200}
                height={200}
              />
              <h2>{frenchTypography(product.name)}</h2>
              <p className="brand">{PRODUCTS_FR.ean(product.brand, product.ean)}</p>
              <span className="stars">{PRODUCTS_FR.stars(starsLabel(product.stars))}</span>
            </li>
          ))}
        </Products>
      ) : null}
    </Card>
  );
}
