import type { RouteName } from 'shared-kit/core';

/** The i18next namespace of what the head of each page says (description, share image text). */
export const PAGES_NS = 'pages';

/**
 * What each page says of itself to search engines and link previews, in French: a description per route (kept
 * under the route's name, as the route table names it), the game pages' with the game's name in `{{game}}`.
 */
export const PAGE_TEXTS_FR = {
  siteName: 'La Grande Boutique',
  shareImageAlt: 'La Grande Boutique\u00a0: vos achats de pâtes se transforment en étoiles, vos étoiles en cadeaux.',
  gameImageAlt: '{{game}}\u00a0: le jeu de La Grande Boutique.',
  notFoundDescription:
    'Cette page n’existe pas ou n’existe plus. Retrouvez la boutique, le jeu et l’aide depuis l’accueil.',
  description: {
    index:
      'Déclarez vos achats de pâtes, gagnez des étoiles et échangez-les contre des cadeaux dans La Grande Boutique. Tentez aussi votre chance au jeu avec votre code unique.',
    auth: 'Connectez-vous ou créez votre compte La Grande Boutique pour cumuler des étoiles et jouer.',
    'auth-login':
      'Connectez-vous à votre compte La Grande Boutique pour déclarer vos achats, jouer et commander vos cadeaux.',
    'auth-signup':
      'Créez votre compte La Grande Boutique en une minute\u00a0: vos achats de pâtes deviennent des étoiles, et vos étoiles des cadeaux.',
    'reset-password': 'Choisissez un nouveau mot de passe pour votre compte La Grande Boutique.',
    contact: 'Une question sur vos étoiles, une commande ou le jeu\u00a0? Écrivez à l’équipe de La Grande Boutique.',
    'eligible-products':
      'Les pâtes qui vous font gagner des étoiles dans La Grande Boutique, et combien chacune en rapporte.',
    faq: 'Les réponses aux questions fréquentes sur La Grande Boutique\u00a0: étoiles, preuves d’achat, cadeaux, jeu et compte.',
    'how-to-participate':
      'Achetez des pâtes, déclarez votre ticket de caisse, cumulez des étoiles et choisissez vos cadeaux\u00a0: tout sur La Grande Boutique en quatre étapes.',
    'legal-notices':
      'Mentions légales du site La Grande Boutique\u00a0: éditeur, hébergeur, données personnelles et cookies.',
    'legal-notices-alias':
      'Mentions légales du site La Grande Boutique\u00a0: éditeur, hébergeur, données personnelles et cookies.',
    'shop-conditions':
      'Les conditions de La Grande Boutique\u00a0: étoiles, commandes de cadeaux, livraison et réclamations.',
    'shop-limited':
      'Mugs, tabliers, places de spectacle\u00a0: découvrez les cadeaux de La Grande Boutique à échanger contre vos étoiles.',
    show: 'La Grande Boutique en images\u00a0: les cadeaux, le jeu et les pâtes qui vous font gagner.',
    'game-1': 'Jouez à {{game}} avec le code unique de votre paquet de pâtes et tentez de gagner des cadeaux.',
    'game-1-jslots': 'Le tirage au sort de {{game}}\u00a0: découvrez si votre code unique est gagnant.',
    'game-1-your-gift': 'Votre cadeau gagné à {{game}}\u00a0: complétez votre participation pour le recevoir.',
    'game-2': 'Jouez à {{game}} avec le code unique de votre paquet de pâtes et tentez de gagner des cadeaux.',
    'game-2-result': 'Le résultat de votre participation à {{game}}.',
    'game-2-winner':
      'Bravo, vous avez gagné à {{game}}\u00a0: complétez votre participation pour recevoir votre cadeau.',
    'game-2-loser': 'Pas de chance cette fois à {{game}}\u00a0: rejouez avec un autre code unique.',
    'game-3': 'Jouez à {{game}} avec le code unique de votre paquet de pâtes et tentez de gagner des cadeaux.',
    'game-3-result': 'Le résultat de votre participation à {{game}}.',
    'game-3-winner':
      'Bravo, vous avez gagné à {{game}}\u00a0: complétez votre participation pour recevoir votre cadeau.',
    'game-3-loser': 'Pas de chance cette fois à {{game}}\u00a0: rejouez avec un autre code unique.',
    'game-4': 'Jouez à {{game}} avec le code unique de votre paquet de pâtes et tentez de gagner des cadeaux.',
    'game-4-result': 'Le résultat de votre participation à {{game}}.',
    'game-4-winner':
      'Bravo, vous avez gagné à {{game}}\u00a0: complétez votre participation pour recevoir votre cadeau.',
    'game-4-loser': 'Pas de chance cette fois à {{game}}\u00a0: rejouez avec un autre code unique.',
    profile: 'Votre compte La Grande Boutique\u00a0: vos étoiles, vos participations et vos informations.',
    'profile-infos': 'Vos informations personnelles sur La Grande Boutique.',
    'profile-security': 'Votre adresse e-mail et votre mot de passe sur La Grande Boutique.',
    'profile-addresses': 'Vos adresses de livraison enregistrées sur La Grande Boutique.',
    'profile-addresses-new': 'Ajoutez une adresse de livraison à votre compte La Grande Boutique.',
    'profile-history-declarations':
      'L’historique de vos preuves d’achat envoyées à La Grande Boutique et de leurs étoiles.',
    'profile-history-orders': 'L’historique de vos commandes de cadeaux dans La Grande Boutique.',
    'profile-history-declaration': 'Le détail d’une preuve d’achat envoyée à La Grande Boutique.',
    shop: 'Échangez vos étoiles contre des cadeaux dans La Grande Boutique.',
    'shop-basket': 'Votre panier de cadeaux dans La Grande Boutique.',
    'shop-declare': 'Déclarez vos achats de pâtes avec la photo de votre ticket de caisse pour gagner des étoiles.',
    'shop-gift': 'Un cadeau de La Grande Boutique, à échanger contre vos étoiles.',
    'shop-order-informations': 'Vos informations de livraison pour commander vos cadeaux de La Grande Boutique.',
    'shop-order-summary': 'Le récapitulatif de votre commande de cadeaux dans La Grande Boutique.',
  },
} as const satisfies { readonly [key: string]: unknown; description: Record<RouteName, string> };
