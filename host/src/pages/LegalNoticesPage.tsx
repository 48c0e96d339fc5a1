import { Link } from 'react-router';
import { ROUTE_PATHS, type LegalIdentity } from 'shared-kit';
import { PageHeading } from 'shared-ui';
import { GAME_LEGAL_LINE } from '../app/layouts/footer/legal-texts';
import { useShell } from '../app/shell/shell-context';
import { Prose } from './parts/Prose';

/** What the legal notices show when the server sent no legal identity (a /config.json of an older server). */
const UNCONFIGURED_LEGAL_IDENTITY: LegalIdentity = {
  publisher: {
    name: 'l\u2019éditeur du programme',
    address: 'adresse communiquée sur demande',
    registration: 'immatriculation communiquée sur demande',
    director: 'la direction de la publication de l\u2019éditeur',
    email: 'la page Contact',
  },
  host: {
    name: 'l\u2019hébergeur du site',
    address: 'adresse communiquée sur demande',
    phone: 'communiqué sur demande',
  },
};

/** Mentions Légales (ROUTE-1: also served at /legal-notices). */
export default function LegalNoticesPage() {
  const { publisher, host } = useShell().config.legal ?? UNCONFIGURED_LEGAL_IDENTITY;
  return (
    <Prose data-testid="legal-notices" aria-labelledby="legal-title">
      <PageHeading id="legal-title">Mentions Légales</PageHeading>
      <p className="updated">Dernière mise à jour&nbsp;: 1er septembre 2025</p>

      <h2>Éditeur du site</h2>
      <p data-testid="legal-publisher">
        Le site La Grande Boutique est édité par {publisher.name}, {publisher.address}, {publisher.registration}.
        Directeur ou directrice de la publication&nbsp;: {publisher.director}. Contact&nbsp;: {publisher.email}, ou la
        page <Link to={ROUTE_PATHS.contact}>Contact</Link>.
      </p>

      <h2>Hébergement</h2>
      <p data-testid="legal-host">
        Le site est hébergé par {host.name}, {host.address}, téléphone{'\u00a0'}: {host.phone}. Les preuves d’achat et
        la gestion des étoiles sont confiées à notre partenaire fidélité, qui agit en qualité de sous-traitant.
      </p>

      <h2>Propriété intellectuelle</h2>
      <p>
        L’ensemble des contenus du site (textes, illustrations, logos, visuels des cadeaux) est protégé par le droit de
        la propriété intellectuelle. Toute reproduction, même partielle, est interdite sans autorisation écrite
        préalable.
      </p>

      <h2>Données personnelles</h2>
      <p>
        Les données collectées (identité, coordonnées, preuves d’achat, participations et commandes) sont nécessaires à
        la gestion de votre compte, de vos étoiles, du jeu et de la livraison de vos cadeaux. Elles sont conservées
        pendant la durée du programme puis archivées selon les durées légales.
      </p>
      <p>
        Conformément au règlement général sur la protection des données, vous disposez d’un droit d’accès, de
        rectification, d’effacement, de limitation et de portabilité de vos données, ainsi que d’un droit d’opposition.
        Vous pouvez exercer ces droits depuis votre espace «&nbsp;Mon compte&nbsp;» ou en nous écrivant depuis la page
        Contact, et introduire une réclamation auprès de la CNIL.
      </p>

      <h2>Cookies</h2>
      <p>
        Le site utilise uniquement les cookies nécessaires à son fonctionnement&nbsp;: le maintien de votre session et
        le choix de la langue (cookie «&nbsp;i18n_redirected&nbsp;», conservé 365 jours). Aucun cookie publicitaire
        n’est déposé.
      </p>

      <h2>Jeu et boutique</h2>
      <p>
        {GAME_LEGAL_LINE} Les règles d’utilisation des étoiles et des commandes de cadeaux figurent dans les{' '}
        <Link to={ROUTE_PATHS['shop-conditions']}>Conditions de la Boutique</Link>.
      </p>
    </Prose>
  );
}
