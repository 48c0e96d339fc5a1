import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import type { Offer } from 'shared-kit';
import { frenchTypography } from 'shared-ui/display';
import type { ReceiptCaptureController, ReceiptGroup } from 'shared-ui/receipt-capture';
import { SHOP_FR } from '../../../messages/fr';
import { expectedStars } from '../state/expected-stars';
import { useSiteLanguage } from 'shared-ui/i18n';

const Box = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  legend {
    font-weight: 800;
    margin-bottom: 0.25rem;
  }
`;

const List = styled.div`
  display: grid;
  gap: 0.5rem;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const Choice = styled.label<{ checked: boolean }>`
  display: grid;
  grid-template-columns: auto 48px 1fr;
  align-items: center;
  gap: 0.6rem;
  min-height: 56px;
  padding: 0.4rem 0.6rem;
  border-radius: 10px;
  border: 2px solid ${({ theme, checked }) => (checked ? theme.colors.success : theme.colors.border)};
  background: ${({ theme, checked }) => (checked ? theme.colors.surfaceAlt : theme.colors.surface)};
  cursor: pointer;
  input {
    width: 22px;
    height: 22px;
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
  img {
    width: 48px;
    height: 48px;
    object-fit: contain;
  }
  .stars {
    display: block;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

interface PickerProps {
  controller: ReceiptCaptureController;
  group: ReceiptGroup;
  offers: readonly Offer[];
}

/** Per receipt, the eligible products on it (provider offers with pictures and star values). */
export const EligibleProductsPicker = observer(function EligibleProductsPicker({
  controller,
  group,
  offers,
}: PickerProps) {
  useSiteLanguage();
  const editable = controller.state === 'open';
  const toggle = (offer: Offer) => {
    const ticked = group.eans.includes(offer.ean);
    const chosen = offers.filter((candidate) =>
      candidate.ean === offer.ean ? !ticked : group.eans.includes(candidate.ean),
    );
    controller.setProducts(group.id, {
      eans: chosen.map((item) => item.ean),
      offerIdentifiers: chosen.map((item) => item.identifier),
    });
  };
  const stars = expectedStars(group.eans, offers);
  return (
    <Box disabled={!editable} data-testid="eligible-products">
      <legend>{SHOP_FR.declare.products}</legend>
      <List>
        {offers.map((offer) => {
          const checked = group.eans.includes(offer.ean);
          return (
            <Choice key={offer.ean} checked={checked}>
              <input type="checkbox" checked={checked} onChange={() => toggle(offer)} />
              <img
                src={offer.image_url}
                srcSet={offer.image_url_2x ? `${offer.image_url} 1x, ${offer.image_url_2x} 2x` : undefined}
                alt=""
                width={48}
                height={48}
                loading="lazy"
              />
              <span>
                {frenchTypography(offer.name)}
                <span className="stars">{SHOP_FR.declare.productStars(offer.stars)}</span>
              </span>
            </Choice>
          );
        })}
      </List>
      <p aria-live="polite" style={{ margin: 0, fontWeight: 700 }}>
        {stars > 0 ? SHOP_FR.declare.groupStars(stars) : SHOP_FR.declare.productsHint}
      </p>
    </Box>
  );
});
