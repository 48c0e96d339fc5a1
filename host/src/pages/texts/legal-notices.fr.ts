import type { LegalIdentity } from 'shared-kit/core';
import { packageTexts } from 'shared-ui/i18n';

/** The legal notices' words (namespace `host`, key `legal`), loaded with the page. */
const FR = {
  legal: {
    title: 'Mentions légales',
    updated: 'Dernière mise à jour\u00a0: 1er\u00a0septembre 2025',
    publisherTitle: 'Éditeur du site',
    publisher:
      'Le site La Grande Boutique est édité par {{name}}, {{address}}, {{registration}}. Directeur ou directrice de la publication\u00a0: {{director}}. Contact\u00a0: {{email}}, ou la page ',
    contactLink: 'Contact',
    hostTitle: 'Hébergement',
    host: 'Le site est hébergé par {{name}}, {{address}}, téléphone\u00a0: {{phone}}. Les preuves d’achat et la gestion des étoiles sont confiées à notre partenaire fidélité, qui agit en qualité de sous-traitant.',
    propertyTitle: 'Propriété intellectuelle',
    property:
      'L’ensemble des contenus du site (textes, illustrations, logos, visuels des cadeaux) est protégé par le droit de la propriété intellectuelle. Toute reproduction, même partielle, est interdite sans autorisation écrite préalable.',
    dataTitle: 'Données personnelles',
    data: 'Les données collectées (identité, coordonnées, preuves d’achat, participations et commandes) sont nécessaires à la gestion de votre compte, de vos étoiles, du jeu et de la livraison de vos cadeaux. Elles sont conservées pendant la durée du programme puis archivées selon les durées légales.',
    rights:
      'Conformément au règlement général sur la protection des données, vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation et de portabilité de vos données, ainsi que d’un droit d’opposition. Vous pouvez exercer ces droits depuis votre espace «\u00a0Mon compte\u00a0» ou en nous écrivant depuis la page Contact, et introduire une réclamation auprès de la CNIL.',
    cookiesTitle: 'Cookies',
    cookies:
      'Le site utilise uniquement les cookies nécessaires à son fonctionnement\u00a0: le maintien de votre session et le choix de la langue (cookie «\u00a0i18n_redirected\u00a0», conservé 365 jours). Aucun cookie publicitaire n’est déposé.',
    gameTitle: 'Jeu et boutique',
    shopRules: 'Les règles d’utilisation des étoiles et des commandes de cadeaux figurent dans les ',
    shopConditionsLink: 'Conditions de la Boutique',
    /** What the notices show when the server sent no legal identity (a /config.json of an older server). */
    unconfigured: {
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
    },
  },
} as const;

export const LEGAL_NOTICES_FR = packageTexts('host', FR, (t) => ({
  legal: {
    publisher: (identity: LegalIdentity['publisher']) => t('legal.publisher', identity),
    host: (identity: LegalIdentity['host']) => t('legal.host', identity),
  },
})).legal;
