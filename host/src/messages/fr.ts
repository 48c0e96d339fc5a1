import { packageTexts } from 'shared-ui/i18n';

/**
 * The shell's own words (i18next namespace `host`): the frame of every page (header, menus, footer, layouts), the
 * error pages, the remote fallback, the contact dialog and the notifications. The host's pages add their texts to
 * the same namespace with their own chunk (`pages/texts/*.fr.ts`).
 */
const FR = {
  head: {
    home: 'La Grande Boutique · Vos pâtes vous font gagner des cadeaux',
    title: '{{title}} · La Grande Boutique',
    siteName: 'La Grande Boutique',
  },
  frame: {
    skipToContent: 'Aller au contenu',
    pageLoading: 'Chargement de la page',
    breadcrumbs: 'Fil d’Ariane',
    /** The theme button names the theme it switches to, not the one on screen. */
    toDarkTheme: 'Thème sombre',
    toLightTheme: 'Thème clair',
    closeToast: 'Fermer le message',
    unavailable: 'Le site est momentanément indisponible. Merci de réessayer dans quelques instants.',
    starting: 'La Grande Boutique se prépare…',
    updated: 'Le site vient d’être mis à jour, nous rechargeons la page…',
  },
  nav: {
    main: 'Navigation principale',
    mobile: 'Menu mobile',
    game: 'Le Jeu',
    shop: 'La Grande Boutique',
    eligibleProducts: 'Produits éligibles',
    howToParticipate: 'Comment participer\u00a0?',
    faq: 'Aide et FAQ',
    legalNotices: 'Mentions légales',
    shopConditions: 'Conditions de la Boutique',
    contact: 'Contact',
    login: 'Connexion',
    logIn: 'Se connecter',
    signUp: 'Créer un compte',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
  },
  account: {
    menu: 'Mon compte',
    menuOf: '{{firstName}}, Mon compte',
    hello: 'Bonjour {{firstName}}\u00a0!',
    profile: 'Mon profil',
    security: 'Connexion et sécurité',
    addresses: 'Mes adresses',
    history: 'Mon historique',
    receipts: 'Mes preuves d’achat',
    orders: 'Mes commandes',
    declare: 'Déclarer mes achats',
    notifications: 'Notifications',
    contactUs: 'Nous contacter',
    logOut: 'Se déconnecter',
  },
  stars: {
    unavailable: 'Solde indisponible',
    loading: 'Solde en cours de chargement',
    pending: '+{{pending, number}} en attente',
  },
  basket: {
    empty: 'Panier vide',
    items_one: 'Panier, {{count}} article',
    items_many: 'Panier, {{count}} articles',
    items_other: 'Panier, {{count}} articles',
  },
  bell: {
    unread_one: 'Notifications, {{count}} non lue',
    unread_many: 'Notifications, {{count}} non lues',
    unread_other: 'Notifications, {{count}} non lues',
  },
  logo: {
    label: 'La Grande Boutique, retour à l’accueil',
    name: 'La Grande Boutique',
    tagline: 'Le club fidélité des pâtes',
  },
  footer: {
    brand: 'La Grande Boutique',
    pitch: 'Vos achats de pâtes se transforment en étoiles, vos étoiles en cadeaux.',
    links: 'Liens légaux et aide',
    health: 'Pour votre santé, mangez au moins cinq fruits et légumes par jour. www.mangerbouger.fr',
    /**
     * The game's legal line. Playing needs a unique code from a participating pack and a proof of purchase, so the
     * game is not « sans obligation d'achat »: the footer and the legal notices say what the game really asks.
     */
    gameLegal:
      'Jeu avec obligation d\u2019achat\u00a0: pour jouer, un code unique présent dans les paquets participants et une preuve d\u2019achat sont nécessaires. Jeu réservé aux personnes majeures résidant en France métropolitaine.',
  },
  heroes: {
    eligibleProducts: {
      kicker: 'Vos pâtes comptent',
      text: 'Chaque paquet de pâtes acheté vous rapproche de vos cadeaux.',
    },
    faq: {
      kicker: 'On vous répond',
      text: 'Une question sur le jeu, vos étoiles ou vos commandes\u00a0? La réponse est ici.',
    },
    howToParticipate: { kicker: 'Simple comme tout', text: 'Quatre étapes pour transformer vos courses en cadeaux.' },
  },
  errors: {
    documentTitle: '{{title}} · La Grande Boutique',
    notFoundBefore: 'La page ',
    notFoundAfter: ' n’existe pas ou n’existe plus.',
    /** The page's French titles; the spec's English ones (PAGE-ERROR-1/2) stay as the error's, on a line below. */
    notFoundTitle: 'Page introuvable',
    serverErrorTitle: 'Erreur interne du serveur',
    errorCode: 'Erreur {{status}}',
    notFoundHelp:
      'Elle a peut-être changé d’adresse, ou une lettre manque dans le lien. Vous retrouverez ce que vous cherchiez à partir d’ici\u00a0:',
    notFoundLinks: 'Pages utiles',
    serverError: 'Une erreur est survenue de notre côté. Nous en avons été informés et la corrigeons au plus vite.',
    home: 'Retour à l’accueil',
  },
  remote: {
    title: 'Cette partie du site est momentanément indisponible',
    body: 'Nous n’avons pas pu charger {{part}}. Vérifiez votre connexion puis réessayez\u00a0; le reste du site reste accessible.',
    parts: {
      auth: 'la connexion',
      account: 'votre compte',
      shop: 'la boutique',
      game: 'le jeu',
      other: 'cette page',
    },
    retrying: 'Nouvelle tentative…',
    retry: 'Réessayer',
    stillDown: 'Toujours indisponible, réessayez dans un instant.',
    loadingPage: 'Chargement de la page…',
  },
  contact: {
    pageTitle: 'Contact',
    pageIntro:
      'Une question sur vos étoiles, une déclaration d’achat, une commande ou le jeu\u00a0? Écrivez-nous\u00a0: notre équipe vous répond par e-mail sous 48 heures ouvrées.',
    title: 'Nous contacter',
    close: 'Fermer',
    intro: 'Une question sur vos étoiles, une commande ou le jeu\u00a0? Écrivez-nous, nous vous répondons par e-mail.',
    form: 'Formulaire de contact',
    subject: 'Objet',
    message: 'Votre message',
    sending: 'Envoi en cours…',
    send: 'Envoyer mon message',
    sent: 'Merci\u00a0! Votre message a bien été envoyé. Notre équipe vous répond par e-mail sous 48 heures ouvrées.',
    subjectRequired: 'Indiquez l\u2019objet de votre message.',
    subjectMin: 'L\u2019objet doit compter au moins 3 caractères.',
    subjectMax: 'L\u2019objet ne doit pas dépasser 120 caractères.',
    messageRequired: 'Écrivez votre message.',
    messageMin: 'Votre message doit compter au moins 10 caractères.',
    messageMax: 'Votre message ne doit pas dépasser 3 000 caractères.',
  },
  notifications: {
    title: 'Notifications',
    close: 'Fermer',
    failed: 'Impossible de charger vos notifications pour le moment.',
    retry: 'Réessayer',
    loading: 'Chargement des notifications…',
    empty:
      'Aucune notification pour l\u2019instant. Vous serez prévenu ici de la validation de vos preuves d\u2019achat, de vos commandes et de vos gains.',
    new: 'Nouveau',
    complete: 'Compléter ma participation',
    won: 'Vous avez gagné\u00a0: {{benefit}}. Complétez votre participation pour recevoir votre lot.',
  },
} as const;

export const HOST_FR = packageTexts('host', FR, (t) => ({
  head: { title: (title: string) => t('head.title', { title }) },
  account: {
    menuOf: (firstName: string) => t('account.menuOf', { firstName }),
    hello: (firstName: string) => t('account.hello', { firstName }),
  },
  stars: { pending: (pending: number) => t('stars.pending', { pending }) },
  basket: { items: (count: number) => t('basket.items', { count }) },
  bell: { unread: (count: number) => t('bell.unread', { count }) },
  errors: {
    documentTitle: (title: string) => t('errors.documentTitle', { title }),
    errorCode: (status: number) => t('errors.errorCode', { status }),
  },
  remote: { body: (part: string) => t('remote.body', { part }) },
  notifications: { won: (benefit: string) => t('notifications.won', { benefit }) },
}));
