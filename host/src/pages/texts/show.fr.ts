import { packageTexts } from 'shared-ui/i18n';

/** /show in words (namespace `host`, key `show`), loaded with the page. */
const FR = {
  show: {
    title: 'La Grande Boutique en images',
    intro: 'Le programme de fidélité de vos pâtes préférées, en trois images.',
    tiles: {
      stars: {
        title: 'Les étoiles',
        text: 'La monnaie du programme\u00a0: gagnées à chaque achat déclaré.',
        link: 'Comment en gagner',
      },
      gifts: {
        title: 'Les cadeaux',
        text: 'Des goodies aux couleurs de la marque, livrés gratuitement.',
        link: 'Voir la boutique',
      },
      game: {
        title: 'Le jeu',
        text: 'Un code dans votre paquet, un ticket, et peut-être un gros lot.',
        link: 'Voir le jeu',
      },
    },
  },
} as const;

export const SHOW_FR = packageTexts('host', FR).show;
