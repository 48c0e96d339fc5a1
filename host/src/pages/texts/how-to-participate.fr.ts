import { packageTexts } from 'shared-ui/i18n';

/** « Comment participer ? » in words (namespace `host`, key `howTo`), loaded with the page. */
const FR = {
  howTo: {
    title: 'Comment participer\u00a0?',
    intro:
      'Quatre étapes pour transformer vos courses en cadeaux. L’inscription est gratuite et ne prend qu’une minute.',
    steps: {
      buy: {
        title: 'J’achète',
        text: 'J’achète des produits éligibles de la marque, en magasin ou en ligne, et je garde mon ticket de caisse.',
      },
      declare: {
        title: 'Je déclare',
        text: 'Je photographie mon ticket (JPG, PNG ou PDF, 8\u00a0Mo au total) depuis «\u00a0Déclarer mes achats\u00a0».',
      },
      collect: {
        title: 'Je cumule',
        text: 'Une fois le ticket validé, mes étoiles s’ajoutent à mon solde, visible en haut de chaque page.',
      },
      enjoy: {
        title: 'Je me fais plaisir',
        text: 'J’échange mes étoiles contre des cadeaux dans La Grande Boutique, livrés chez moi gratuitement.',
      },
    },
    gameTitle: 'Et pour le jeu\u00a0?',
    game: 'Pendant la période du jeu, saisissez le code unique trouvé dans votre paquet puis ajoutez votre ticket de caisse\u00a0: le résultat s’affiche dans la foulée. Toutes les réponses à vos questions sont dans l’',
    faqLink: 'aide et FAQ',
    signUp: 'Créer mon compte',
    eligibleProducts: 'Voir les produits éligibles',
  },
} as const;

export const HOW_TO_FR = packageTexts('host', FR).howTo;
