import { Link } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit/core';
import { PageHeading } from 'shared-ui';
import { Prose } from './parts/Prose';
import { CONDITIONS_FR } from './texts/shop-conditions.fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** Conditions de la Boutique (ROUTE-1). */
export default function ShopConditionsPage() {
  useSiteLanguage();
  const texts = CONDITIONS_FR;
  return (
    <Prose data-testid="shop-conditions" aria-labelledby="conditions-title">
      <PageHeading id="conditions-title">{texts.title}</PageHeading>
      <p className="updated">{texts.updated}</p>

      <h2>{texts.purposeTitle}</h2>
      <p>{texts.purpose}</p>

      <h2>{texts.accessTitle}</h2>
      <p>
        {texts.access}
        <Link to={ROUTE_PATHS['shop-limited']}>{texts.accessLink}</Link>.
      </p>

      <h2>{texts.starsTitle}</h2>
      <p>
        {texts.stars}
        <Link to={ROUTE_PATHS['eligible-products']}>{texts.starsLink}</Link>
        {texts.starsAfter}
      </p>

      <h2>{texts.orderTitle}</h2>
      <p>{texts.order}</p>

      <h2>{texts.deliveryTitle}</h2>
      <p>{texts.delivery}</p>

      <h2>{texts.claimsTitle}</h2>
      <p>
        {texts.claims}
        <Link to={ROUTE_PATHS.contact}>{texts.claimsLink}</Link>
        {texts.claimsAfter}
      </p>

      <h2>{texts.changesTitle}</h2>
      <p>{texts.changes}</p>
    </Prose>
  );
}
