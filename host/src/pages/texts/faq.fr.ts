import { packageTexts } from 'shared-ui/i18n';

/**
 * The FAQ's words (namespace `host`, key `faq`), loaded with the page. Each entry's key is the anchor that deep-links
 * to its answer (/faq#…); `{{game}}` is the current game's name (GAME_CURRENT).
 */
const FR = {
  faq: {
    title: 'Aide et FAQ',
    intro: 'Vous ne trouvez pas votre réponse\u00a0? ',
    contactLink: 'Contactez-nous',
    introAfter: ', nous vous répondons sous 48 heures ouvrées.',
    anchor: 'Lien vers cette question',
    entries: {
      'gagner-des-etoiles': {
        question: 'Comment gagner des étoiles\u00a0?',
        answer: {
          1: 'Achetez un ou plusieurs produits éligibles, puis déclarez votre achat depuis «\u00a0Déclarer mes achats\u00a0» en photographiant votre ticket de caisse en entier.',
          2: 'Après vérification de votre ticket, les étoiles correspondant aux produits éligibles sont ajoutées à votre solde, en général sous 48 heures.',
        },
      },
      'formats-ticket': {
        question: 'Quels fichiers puis-je envoyer pour mon ticket de caisse\u00a0?',
        answer: {
          1: 'Vous pouvez envoyer des photos au format JPG, JPEG ou PNG, ou un fichier PDF. Un long ticket peut être photographié en plusieurs parties.',
          2: 'L’ensemble des fichiers d’une déclaration ne doit pas dépasser 8\u00a0Mo.',
        },
      },
      'participer-au-jeu': {
        question: 'Comment participer au jeu {{game}}\u00a0?',
        answer: {
          1: 'Connectez-vous, saisissez le code unique imprimé à l’intérieur de votre paquet, ajoutez votre ticket de caisse puis acceptez le règlement.',
          2: 'Le résultat s’affiche quelques secondes plus tard. Si vous gagnez, il ne vous reste qu’à indiquer vos coordonnées et votre adresse de livraison.',
        },
      },
      'code-refuse': {
        question: 'Mon code est refusé, que faire\u00a0?',
        answer: {
          1: 'Vérifiez la saisie\u00a0: un code ne peut être utilisé qu’une seule fois et doit être saisi rapidement après avoir été commencé.',
          2: 'Si le problème persiste, écrivez-nous depuis la page Contact en précisant le code et la date de votre achat.',
        },
      },
      'commander-un-cadeau': {
        question: 'Comment commander un cadeau dans La Grande Boutique\u00a0?',
        answer: {
          1: 'Ajoutez les cadeaux de votre choix au panier dans la limite de votre solde d’étoiles, puis validez votre commande en indiquant votre adresse.',
          2: 'Les étoiles sont débitées au moment de la commande. Si un cadeau n’a pas pu être commandé, il reste dans votre panier et vous pouvez réessayer.',
        },
      },
      'delais-de-livraison': {
        question: 'Quels sont les délais de livraison\u00a0?',
        answer: {
          1: 'Les cadeaux sont expédiés gratuitement en France métropolitaine sous 4 à 6 semaines. Vous suivez l’état de vos commandes dans «\u00a0Mon historique\u00a0».',
        },
      },
      'validite-des-etoiles': {
        question: 'Mes étoiles ont-elles une date de validité\u00a0?',
        answer: {
          1: 'Vos étoiles restent valables tant que le programme La Grande Boutique est ouvert, y compris après la fin du jeu.',
        },
      },
      'donnees-personnelles': {
        question: 'Comment sont utilisées mes données personnelles\u00a0?',
        answer: {
          1: 'Vos données servent uniquement à gérer votre compte, vos étoiles, vos participations et vos commandes. Vous pouvez les consulter et les modifier à tout moment depuis «\u00a0Mon compte\u00a0».',
          2: 'Le détail de nos engagements figure dans les mentions légales.',
        },
      },
    },
  },
} as const;

export interface FaqEntry {
  id: string;
  question: string;
  answer: string[];
}

type FaqId = keyof typeof FR.faq.entries;

const texts = packageTexts('host', FR, (t) => ({
  faq: {
    /** The questions in their order, the current game named in them. */
    entries: (game: string): FaqEntry[] =>
      (Object.keys(FR.faq.entries) as FaqId[]).map((id) => ({
        id,
        question: t(`faq.entries.${id}.question`, { game }),
        answer: (Object.keys(FR.faq.entries[id].answer) as `${keyof (typeof FR.faq.entries)[FaqId]['answer']}`[]).map(
          (paragraph) => t(`faq.entries.${id}.answer.${paragraph}`),
        ),
      })),
  },
}));

export const FAQ_FR = texts.faq;
