import { MESSAGES_FR, starsLabel } from 'shared-ui';

/** French texts of the two order pages. SHOP-ORDER-2 messages. */
export const ORDER_FR = {
  info: {
    title: 'Commander\u00a0: vos informations',
    intro: 'À qui et où devons-nous envoyer vos cadeaux\u00a0?',
    picker: 'Utiliser une adresse enregistrée',
    pickerNone: 'Saisir une nouvelle adresse',
    contact: 'Vos coordonnées',
    address: 'Adresse de livraison',
    terms: 'J\u2019accepte les conditions de la boutique',
    termsLink: 'Lire les conditions de la boutique',
    saveAddress: 'Enregistrer cette adresse',
    submit: 'Continuer vers le récapitulatif',
    emptyBasket: 'Votre panier est vide\u00a0: ajoutez d\u2019abord des cadeaux.',
    toBasket: 'Retour au panier',
    addressesFailed: 'Vos adresses enregistrées n\u2019ont pas pu être chargées\u00a0; vous pouvez en saisir une.',
  },
  validation: {
    terms: 'Vous devez accepter les conditions de la boutique.',
  },
  summary: {
    title: 'Commander\u00a0: récapitulatif',
    lines: 'Vos cadeaux',
    address: 'Livraison',
    edit: 'Modifier mes informations',
    total: 'Total',
    balance: 'Votre solde',
    after: 'Solde après commande',
    validate: 'Valider',
    ordering: 'Commande en cours…',
    progress: (done: number, total: number) =>
      `${done} / ${total} ${total >= 2 ? 'cadeaux commandés' : 'cadeau commandé'}`,
    noDraft: 'Renseignez d\u2019abord vos informations de livraison.',
    allTitle: 'Merci, votre commande est validée\u00a0!',
    allText: (count: number, stars: number) =>
      `${count >= 2 ? `Vos ${count} cadeaux sont commandés` : 'Votre cadeau est commandé'} pour ${starsLabel(stars)}. Vous recevrez un e-mail dès l\u2019envoi.`,
    toOrders: 'Voir mes commandes',
    toShop: 'Retour à la boutique',
    none: `${MESSAGES_FR.unknownError} Cette erreur est peut-être temporaire\u00a0: merci de réessayer dans quelques instants.`,
    partial: (ordered: number, left: number) =>
      `Certains cadeaux n\u2019ont pas pu être commandés\u00a0: ${ordered} ${ordered >= 2 ? 'commandés' : 'commandé'}, ${left} ${left >= 2 ? 'restent' : 'reste'} dans votre panier. Vous pouvez appuyer à nouveau sur «\u00a0Valider\u00a0».`,
    addressSaveFailed:
      'L\u2019adresse n\u2019a pas pu être enregistrée dans votre compte (la commande, elle, continue).',
  },
} as const;
