import { starsLabel } from 'shared-ui';
import { elide, packageTexts } from 'shared-ui/i18n';

/** Every French text of the shop pages. SHOP-ORDER-2 messages are word for word. */
const FR = {
  loading: 'Chargement…',
  loadFailed: 'Impossible de charger la boutique pour le moment. Réessayez dans un instant.',
  retry: 'Réessayer',
  shop: {
    stockLeft_one: 'Plus qu\u2019un en stock',
    stockLeft_many: 'Plus que {{count}} en stock',
    stockLeft_other: 'Plus que {{count}} en stock',
    pending: '+{{stars}} en attente',
    title: 'La Grande Boutique',
    intro: 'Échangez vos étoiles contre des cadeaux de la marque.',
    balance: 'Votre solde',
    declare: 'Déclarer mes achats',
    basket: 'Voir mon panier',
    gridLabel: 'Les cadeaux de la boutique',
    soldOut: 'Ce cadeau n\u2019est plus disponible.',
    quantity: 'Quantité',
    quantityOf: 'Quantité de {{name}}',
    add: 'Ajouter au panier',
    added: '{{name}} a été ajouté à votre panier.',
    details: 'Voir le cadeau',
    inBasket: '{{count}} dans le panier',
  },
  refusal: {
    not_enough_stars: 'Il vous manque {{missing}} pour ajouter ce cadeau à votre panier.',
    no_card:
      'Votre carte de fidélité n\u2019est pas encore disponible\u00a0: impossible d\u2019ajouter ce cadeau pour le moment.',
    sold_out: 'Ce cadeau n\u2019est plus disponible.',
    stock: 'Il n\u2019y a pas assez de stock pour cette quantité.',
  },
  goal: {
    progress: 'Encore {{missing}} pour l\u2019obtenir',
    enough: 'Vous avez assez d\u2019étoiles pour ce cadeau\u00a0!',
    title: 'Mon prochain objectif',
    none: 'Choisissez un cadeau comme prochain objectif pour suivre votre progression.',
    select: 'Choisir comme objectif',
    cancel: 'Ne plus viser ce cadeau',
    failed: 'Le prochain objectif n\u2019a pas pu être modifié. Réessayez.',
  },
  gift: {
    back: 'Retour à la boutique',
    price: 'Prix',
  },
  basket: {
    notEnough: 'Il vous manque {{missing}} pour commander ce panier.',
    title: 'Mon panier',
    empty: 'Votre panier est vide.',
    toShop: 'Découvrir les cadeaux',
    line: 'Cadeau',
    unitPrice: 'Prix unitaire',
    decrease: 'Retirer un {{name}}',
    increase: 'Ajouter un {{name}}',
    remove: 'Supprimer {{name}} du panier',
    removeShort: 'Supprimer',
    total: 'Total',
    balance: 'Votre solde',
    after: 'Solde après commande',
    order: 'Commander',
    saveFailed: 'Votre panier n\u2019a pas pu être enregistré. Vérifiez votre connexion puis réessayez.',
    unavailable: 'Ce cadeau n\u2019est plus disponible.',
  },
  limited: {
    title: 'La Grande Boutique',
    intro: 'Connectez-vous pour échanger vos étoiles contre ces cadeaux.',
    login: 'Se connecter',
    signup: 'S\u2019inscrire',
  },
  declare: {
    successText_one:
      'Votre preuve d\u2019achat est en attente de validation\u00a0: {{stars}} vous attendent dès qu\u2019elle sera validée.',
    successText_many:
      '{{count}} preuves d\u2019achat sont en attente de validation\u00a0: {{stars}} vous attendent dès qu\u2019elles seront validées.',
    successText_other:
      '{{count}} preuves d\u2019achat sont en attente de validation\u00a0: {{stars}} vous attendent dès qu\u2019elles seront validées.',
    productStars: '+{{stars}}',
    groupStars: 'Ce ticket\u00a0: {{stars}} attendues',
    expected: 'Étoiles attendues\u00a0: {{stars}}',
    title: 'Déclarer mes achats',
    intro:
      'Prenez en photo vos tickets de caisse (ou ajoutez vos factures PDF), puis cochez les produits éligibles achetés\u00a0: vos étoiles arrivent dès que la preuve d\u2019achat est validée.',
    products: 'Produits éligibles sur ce ticket',
    productsHint: 'Cochez chaque produit de la marque présent sur ce ticket.',
    needProducts: 'Cochez au moins un produit éligible sur chaque preuve d\u2019achat.',
    send: 'Envoyer mes preuves d\u2019achat',
    offersFailed: 'La liste des produits éligibles n\u2019a pas pu être chargée.',
    successTitle: 'Merci, vos preuves d\u2019achat sont envoyées\u00a0!',
    pendingItem: 'Preuve d\u2019achat {{position}} · en attente',
    acceptedItem: 'Preuve d\u2019achat {{position}} · validée\u00a0: +{{stars}}',
    refusedItem: 'Preuve d\u2019achat {{position}} · refusée',
    cancelledItem: 'Preuve d\u2019achat {{position}} · annulée',
    settledText_one: 'C\u2019est validé\u00a0: {{stars}} ajoutée à votre solde.',
    settledText_many: 'C\u2019est validé\u00a0: {{stars}} ajoutées à votre solde.',
    settledText_other: 'C\u2019est validé\u00a0: {{stars}} ajoutées à votre solde.',
    noneValidated: 'Aucune étoile cette fois\u00a0: vos preuves d\u2019achat n\u2019ont pas été validées.',
    toHistory: 'Voir mes preuves d\u2019achat',
    toShop: 'Aller à la boutique',
    again: 'Déclarer d\u2019autres achats',
  },
} as const;

export const SHOP_FR = packageTexts('shop', FR, (t) => ({
  shop: {
    pending: (stars: number) => t('shop.pending', { stars: starsLabel(stars) }),
    stockLeft: (count: number) => t('shop.stockLeft', { count }),
    quantityOf: (name: string) => elide(t('shop.quantityOf', { name })),
    added: (name: string) => t('shop.added', { name }),
    inBasket: (count: number) => t('shop.inBasket', { count }),
  },
  refusal: {
    not_enough_stars: (missing: number) => t('refusal.not_enough_stars', { missing: starsLabel(missing) }),
  },
  goal: {
    progress: (have: number, need: number) =>
      have >= need ? t('goal.enough') : t('goal.progress', { missing: starsLabel(need - have) }),
  },
  basket: {
    decrease: (name: string) => t('basket.decrease', { name }),
    increase: (name: string) => t('basket.increase', { name }),
    remove: (name: string) => t('basket.remove', { name }),
    notEnough: (missing: number) => t('basket.notEnough', { missing: starsLabel(missing) }),
  },
  declare: {
    productStars: (stars: number) => t('declare.productStars', { stars: starsLabel(stars) }),
    groupStars: (stars: number) => t('declare.groupStars', { stars: starsLabel(stars) }),
    expected: (stars: number) => t('declare.expected', { stars: starsLabel(stars) }),
    successText: (count: number, stars: number) => t('declare.successText', { count, stars: starsLabel(stars) }),
    pendingItem: (position: number) => t('declare.pendingItem', { position }),
    acceptedItem: (position: number, stars: number) => t('declare.acceptedItem', { position, stars: starsLabel(stars) }),
    refusedItem: (position: number) => t('declare.refusedItem', { position }),
    cancelledItem: (position: number) => t('declare.cancelledItem', { position }),
    settledText: (stars: number) => t('declare.settledText', { count: stars, stars: starsLabel(stars) }),
  },
  starsOf: starsLabel,
}));
