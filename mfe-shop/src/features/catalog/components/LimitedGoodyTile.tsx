import styled from '@emotion/styled';
import { useState } from 'react';
import { pathTo, ROUTE_PATHS, type Coupon } from 'shared-kit';
import { ButtonLink, starsLabel } from 'shared-ui';
import { SHOP_FR } from '../../../messages/fr';
import { slugOf } from '../state/grid';
import { GoodyImage } from './GoodyImage';
import { StockBadge } from './GoodyTile';
import { Price, Tile } from './styles';
import { useSiteLanguage } from 'shared-ui/i18n';

const Disclosure = styled.button`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  .more {
    font-size: 0.9rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.secondary};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 3px;
    border-radius: 12px;
  }
`;

const Details = styled.div`
  display: grid;
  gap: 0.6rem;
  p {
    margin: 0;
  }
  /* The grid would show it anyway: closed is closed. */
  &[hidden] {
    display: none;
  }
`;

/**
 * A goody of the limited view (GUARD-3: the gift page is for logged-in users): tapping it, its picture or its name,
 * shows its description in place, with the way in that leads to its page once logged in.
 */
export function LimitedGoodyTile({ coupon, eager }: { coupon: Coupon; eager: boolean }) {
  useSiteLanguage();
  const [open, setOpen] = useState(false);
  const titleId = `goody-${coupon.identifier}`;
  const detailsId = `${titleId}-details`;
  const gift = pathTo('shop-gift', { id: coupon.identifier, slug: slugOf(coupon.name) });
  const login = `${ROUTE_PATHS['auth-login']}?${new URLSearchParams({ r: gift }).toString()}`;
  return (
    <Tile soldOut={coupon.stock === 0} aria-labelledby={titleId} data-testid="goody" data-goody={coupon.identifier}>
      <h2 id={titleId}>
        <Disclosure type="button" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
          <GoodyImage coupon={coupon} eager={eager} />
          <span>{coupon.name}</span>
          <span className="more">{open ? SHOP_FR.limited.hideDetails : SHOP_FR.limited.showDetails}</span>
        </Disclosure>
      </h2>
      <Price>
        <span aria-hidden="true">★</span>
        {starsLabel(coupon.value)}
      </Price>
      <StockBadge coupon={coupon} />
      {/* Drawn once opened: a dozen closed descriptions and their links made the page's HTML and hydration a fifth
          longer, for what only a tap shows (without JavaScript the button opens nothing either). */}
      <Details id={detailsId} hidden={!open} data-testid="goody-details">
        {open && (
          <>
            {coupon.description ? <p>{coupon.description}</p> : null}
            <ButtonLink to={login} variant="secondary">
              {SHOP_FR.limited.order}
            </ButtonLink>
          </>
        )}
      </Details>
    </Tile>
  );
}
