import { MESSAGES_FR, starsLabel } from 'shared-ui';
import { packageTexts } from 'shared-ui/i18n';

/** French texts of the two order pages. SHOP-ORDER-2 messages. */
const FR = {
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
    partial:
      'Certains cadeaux n\u2019ont pas pu être commandés\u00a0: {{ordered}}, {{left}} dans votre panier. Vous pouvez appuyer à nouveau sur «\u00a0Valider\u00a0».',
    partialOrdered_one: '{{count}} commandé',
    partialOrdered_many: '{{count}} commandés',
    partialOrdered_other: '{{count}} commandés',
    partialLeft_one: '{{count}} reste',
    partialLeft_many: '{{count}} restent',
    partialLeft_other: '{{count}} restent',
    allText_one: 'Votre cadeau est commandé pour {{stars}}. Vous recevrez un e-mail dès l\u2019envoi.',
    allText_many: 'Vos {{count}} cadeaux sont commandés pour {{stars}}. Vous recevrez un e-mail dès l\u2019envoi.',
    allText_other: 'Vos {{count}} cadeaux sont commandés pour {{stars}}. Vous recevrez un e-mail dès l\u2019envoi.',
    progress_one: '{{done}} / {{count}} cadeau commandé',
    progress_many: '{{done}} / {{count}} cadeaux commandés',
    progress_other: '{{done}} / {{count}} cadeaux commandés',
    title: 'Commander\u00a0: récapitulatif',
    lines: 'Vos cadeaux',
    address: 'Livraison',
    edit: 'Modifier mes informations',
    total: 'Total',
    balance: 'Votre solde',
    after: 'Solde après commande',
    validate: 'Valider',
    ordering: 'Commande en cours…',
    noDraft: 'Renseignez d\u2019abord vos informations de livraison.',
    allTitle: 'Merci, votre commande est validée\u00a0!',
    toOrders: 'Voir mes commandes',
    toShop: 'Retour à la boutique',
    addressSaveFailed:
      'L\u2019adresse n\u2019a pas pu être enregistrée dans votre compte (la commande, elle, continue).',
  },
} as const;

export const ORDER_FR = packageTexts('order', FR, (t) => ({
  summary: {
    progress: (done: number, total: number) => t('summary.progress', { done, count: total }),
    allText: (count: number, stars: number) => t('summary.allText', { count, stars: starsLabel(stars) }),
    none: `${MESSAGES_FR.unknownError} Cette erreur est peut-être temporaire\u00a0: merci de réessayer dans quelques instants.`,
    partial: (ordered: number, left: number) =>
      t('summary.partial', {
        ordered: t('summary.partialOrdered', { count: ordered }),
        left: t('summary.partialLeft', { count: left }),
      }),
  },
}));
