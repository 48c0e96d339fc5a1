import { starsLabel } from 'shared-ui';

/** Every French text of the shop pages. SHOP-ORDER-2 messages are word for word. */
export const SHOP_FR = {
  loading: 'Chargement…',
  loadFailed: 'Impossible de charger la boutique pour le moment. Réessayez dans un instant.',
  retry: 'Réessayer',
  shop: {
    title: 'La Grande Boutique',
    intro: 'Échangez vos étoiles contre des cadeaux de la marque.',
    balance: 'Votre solde',
    pending: (stars: number) => `+${starsLabel(stars)} en attente`,
    declare: 'Déclarer mes achats',
    basket: 'Voir mon panier',
    gridLabel: 'Les cadeaux de la boutique',
    soldOut: 'Ce cadeau n\u2019est plus disponible.',
    stockLeft: (count: number) => (count >= 2 ? `Plus que ${count} en stock` : 'Plus qu\u2019un en stock'),
    quantity: 'Quantité',
    quantityOf: (name: string) => `Quantité de ${name}`,
    add: 'Ajouter au panier',
    added: (name: string) => `${name} a été ajouté à votre panier.`,
    details: 'Voir le cadeau',
    inBasket: (count: number) => `${count} dans le panier`,
  },
  refusal: {
    not_enough_stars: (missing: number) =>
      `Il vous manque ${starsLabel(missing)} pour ajouter ce cadeau à votre panier.`,
    no_card:
      'Votre carte de fidélité n\u2019est pas encore disponible\u00a0: impossible d\u2019ajouter ce cadeau pour le moment.',
    sold_out: 'Ce cadeau n\u2019est plus disponible.',
    stock: 'Il n\u2019y a pas assez de stock pour cette quantité.',
  },
  goal: {
    title: 'Mon prochain objectif',
    none: 'Choisissez un cadeau comme prochain objectif pour suivre votre progression.',
    select: 'Choisir comme objectif',
    cancel: 'Ne plus viser ce cadeau',
    progress: (have: number, need: number) =>
      have >= need
        ? 'Vous avez assez d\u2019étoiles pour ce cadeau\u00a0!'
        : `Encore ${starsLabel(need - have)} pour l\u2019obtenir`,
    failed: 'Le prochain objectif n\u2019a pas pu être modifié. Réessayez.',
  },
  gift: {
    back: 'Retour à la boutique',
    price: 'Prix',
  },
  basket: {
    title: 'Mon panier',
    empty: 'Votre panier est vide.',
    toShop: 'Découvrir les cadeaux',
    line: 'Cadeau',
    unitPrice: 'Prix unitaire',
    decrease: (name: string) => `Retirer un ${name}`,
    increase: (name: string) => `Ajouter un ${name}`,
    remove: (name: string) => `Supprimer ${name} du panier`,
    removeShort: 'Supprimer',
    total: 'Total',
    balance: 'Votre solde',
    after: 'Solde après commande',
    order: 'Commander',
    notEnough: (missing: number) => `Il vous manque ${starsLabel(missing)} pour commander ce panier.`,
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
    title: 'Déclarer mes achats',
    intro:
      'Prenez en photo vos tickets de caisse (ou ajoutez vos factures PDF), puis cochez les produits éligibles achetés\u00a0: vos étoiles arrivent dès que la preuve d\u2019achat est validée.',
    products: 'Produits éligibles sur ce ticket',
    productsHint: 'Cochez chaque produit de la marque présent sur ce ticket.',
    productStars: (stars: number) => `+${starsLabel(stars)}`,
    groupStars: (stars: number) => `Ce ticket\u00a0: ${starsLabel(stars)} attendues`,
    expected: (stars: number) => `Étoiles attendues\u00a0: ${starsLabel(stars)}`,
    needProducts: 'Cochez au moins un produit éligible sur chaque preuve d\u2019achat.',
    send: 'Envoyer mes preuves d\u2019achat',
    offersFailed: 'La liste des produits éligibles n\u2019a pas pu être chargée.',
    successTitle: 'Merci, vos preuves d\u2019achat sont envoyées\u00a0!',
    successText: (count: number, stars: number) =>
      `${count >= 2 ? `${count} preuves d\u2019achat sont` : 'Votre preuve d\u2019achat est'} en attente de validation\u00a0: ${starsLabel(stars)} vous attendent dès qu\u2019elle${count >= 2 ? 's seront validées' : ' sera validée'}.`,
    pendingItem: (position: number) => `Preuve d\u2019achat ${position} · en attente`,
    toHistory: 'Voir mes preuves d\u2019achat',
    toShop: 'Aller à la boutique',
    again: 'Déclarer d\u2019autres achats',
  },
  starsOf: starsLabel,
} as const;
