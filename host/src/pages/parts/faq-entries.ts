/** Questions of the FAQ; `id` is the anchor that deep-links to an answer (/faq#…). */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string[];
}

/** The questions, with the current game named as the configuration says (GAME_CURRENT). */
export const faqEntries = (gameName: string): FaqEntry[] => [
  {
    id: 'gagner-des-etoiles',
    question: 'Comment gagner des étoiles\u00a0?',
    answer: [
      'Achetez un ou plusieurs produits éligibles, puis déclarez votre achat depuis «\u00a0Déclarer mes achats\u00a0» en photographiant votre ticket de caisse en entier.',
      'Après vérification de votre ticket, les étoiles correspondant aux produits éligibles sont ajoutées à votre solde, en général sous 48 heures.',
    ],
  },
  {
    id: 'formats-ticket',
    question: 'Quels fichiers puis-je envoyer pour mon ticket de caisse\u00a0?',
    answer: [
      'Vous pouvez envoyer des photos au format JPG, JPEG ou PNG, ou un fichier PDF. Un long ticket peut être photographié en plusieurs parties.',
      'L’ensemble des fichiers d’une déclaration ne doit pas dépasser 8\u00a0Mo.',
    ],
  },
  {
    id: 'participer-au-jeu',
    question: `Comment participer au jeu ${gameName}\u00a0?`,
    answer: [
      'Connectez-vous, saisissez le code unique imprimé à l’intérieur de votre paquet, ajoutez votre ticket de caisse puis acceptez le règlement.',
      'Le résultat s’affiche quelques secondes plus tard. Si vous gagnez, il ne vous reste qu’à indiquer vos coordonnées et votre adresse de livraison.',
    ],
  },
  {
    id: 'code-refuse',
    question: 'Mon code est refusé, que faire\u00a0?',
    answer: [
      'Vérifiez la saisie\u00a0: un code ne peut être utilisé qu’une seule fois et doit être saisi rapidement après avoir été commencé.',
      'Si le problème persiste, écrivez-nous depuis la page Contact en précisant le code et la date de votre achat.',
    ],
  },
  {
    id: 'commander-un-cadeau',
    question: 'Comment commander un cadeau dans La Grande Boutique\u00a0?',
    answer: [
      'Ajoutez les cadeaux de votre choix au panier dans la limite de votre solde d’étoiles, puis validez votre commande en indiquant votre adresse.',
      'Les étoiles sont débitées au moment de la commande. Si un cadeau n’a pas pu être commandé, il reste dans votre panier et vous pouvez réessayer.',
    ],
  },
  {
    id: 'delais-de-livraison',
    question: 'Quels sont les délais de livraison\u00a0?',
    answer: [
      'Les cadeaux sont expédiés gratuitement en France métropolitaine sous 4 à 6 semaines. Vous suivez l’état de vos commandes dans «\u00a0Mon historique\u00a0».',
    ],
  },
  {
    id: 'validite-des-etoiles',
    question: 'Mes étoiles ont-elles une date de validité\u00a0?',
    answer: [
      'Vos étoiles restent valables tant que le programme La Grande Boutique est ouvert, y compris après la fin du jeu.',
    ],
  },
  {
    id: 'donnees-personnelles',
    question: 'Comment sont utilisées mes données personnelles\u00a0?',
    answer: [
      'Vos données servent uniquement à gérer votre compte, vos étoiles, vos participations et vos commandes. Vous pouvez les consulter et les modifier à tout moment depuis «\u00a0Mon compte\u00a0».',
      'Le détail de nos engagements figure dans les mentions légales.',
    ],
  },
];
