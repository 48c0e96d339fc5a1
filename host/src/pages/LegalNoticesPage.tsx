import { Link } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit/core';
import { PageHeading, useSiteRuntime } from 'shared-ui';
import { HOST_FR } from '../messages/fr';
import { Prose } from './parts/Prose';
import { LEGAL_NOTICES_FR } from './texts/legal-notices.fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** Mentions légales (ROUTE-1: also served at /legal-notices). */
export default function LegalNoticesPage() {
  useSiteLanguage();
  const texts = LEGAL_NOTICES_FR;
  const { publisher, host } = useSiteRuntime().config.legal ?? texts.unconfigured;
  return (
    <Prose data-testid="legal-notices" aria-labelledby="legal-title">
      <PageHeading id="legal-title">{texts.title}</PageHeading>
      <p className="updated">{texts.updated}</p>

      <h2>{texts.publisherTitle}</h2>
      <p data-testid="legal-publisher">
        {texts.publisher({ ...publisher })}
        <Link to={ROUTE_PATHS.contact}>{texts.contactLink}</Link>.
      </p>

      <h2>{texts.hostTitle}</h2>
      <p data-testid="legal-host">{texts.host({ ...host })}</p>

      <h2>{texts.propertyTitle}</h2>
      <p>{texts.property}</p>

      <h2>{texts.dataTitle}</h2>
      <p>{texts.data}</p>
      <p>{texts.rights}</p>

      <h2>{texts.cookiesTitle}</h2>
      <p>{texts.cookies}</p>

      <h2>{texts.gameTitle}</h2>
      <p>
        {HOST_FR.footer.gameLegal} {texts.shopRules}
        <Link to={ROUTE_PATHS['shop-conditions']}>{texts.shopConditionsLink}</Link>.
      </p>
    </Prose>
  );
}
