import { packageTexts } from 'shared-ui/i18n';

/** « Conditions de la Boutique » in words (namespace `host`, key `conditions`), loaded with the page. */
const FR = {
  conditions: {
    title: 'Conditions de la Boutique',
    updated: 'En vigueur au 1er\u00a0septembre 2025',
    purposeTitle: 'Article 1 – Objet',
    purpose:
      'La Grande Boutique permet aux membres du programme de fidélité d’échanger les étoiles gagnées grâce à leurs achats contre des cadeaux. Les présentes conditions s’appliquent à toute commande passée sur le site.',
    accessTitle: 'Article 2 – Accès',
    access:
      'La boutique est réservée aux personnes majeures résidant en France métropolitaine et titulaires d’un compte. Sans compte, vous pouvez découvrir les cadeaux dans la ',
    accessLink: 'vitrine de la boutique',
    starsTitle: 'Article 3 – Les étoiles',
    stars: 'Les étoiles s’obtiennent en déclarant l’achat de ',
    starsLink: 'produits éligibles',
    starsAfter:
      ' au moyen d’une photo ou d’un fichier du ticket de caisse (JPG, JPEG, PNG ou PDF, 8\u00a0Mo au total). Elles sont créditées après validation du ticket. Les étoiles sont personnelles, ne peuvent être ni cédées ni échangées contre de l’argent.',
    orderTitle: 'Article 4 – Commande',
    order:
      'Un cadeau peut être ajouté au panier lorsque le total du panier, cadeau compris, ne dépasse pas le solde d’étoiles disponible. Chaque cadeau est commandé séparément\u00a0: si une partie seulement de la commande aboutit, les cadeaux non commandés restent dans le panier et les étoiles correspondantes ne sont pas débitées.',
    deliveryTitle: 'Article 5 – Livraison',
    delivery:
      'Les cadeaux sont livrés gratuitement à l’adresse indiquée lors de la commande, en France métropolitaine, sous 4 à 6 semaines, dans la limite des stocks disponibles. Le suivi des commandes est disponible dans «\u00a0Mon historique\u00a0».',
    claimsTitle: 'Article 6 – Réclamations',
    claims:
      'Toute réclamation (colis endommagé, cadeau manquant, étoiles non créditées) est à adresser depuis la page ',
    claimsLink: 'Contact',
    claimsAfter: ' dans un délai de 30 jours suivant la livraison ou la déclaration.',
    changesTitle: 'Article 7 – Évolution du programme',
    changes:
      'L’organisateur peut faire évoluer le catalogue de cadeaux et le nombre d’étoiles nécessaires. Les commandes déjà validées restent honorées aux conditions en vigueur au moment de la commande.',
  },
} as const;

export const CONDITIONS_FR = packageTexts('host', FR).conditions;
