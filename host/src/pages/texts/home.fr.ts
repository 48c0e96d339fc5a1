import { packageTexts } from 'shared-ui/i18n';

/** The home page in words (namespace `host`, key `home`), loaded with the page; the game banner's are `teaser`. */
const FR = {
  home: {
    shopTitle: 'La Grande Boutique\u00a0: vos étoiles valent des cadeaux',
    shopText:
      'Chaque paquet de pâtes éligible déclaré vous rapporte des étoiles. Cumulez-les et choisissez parmi nos goodies\u00a0: tabliers, boîtes à pâtes, casques audio, enceintes et bien d’autres surprises.',
    discoverShop: 'Découvrir la boutique',
    declare: 'Déclarer mes achats',
    stepsTitle: 'Comment ça marche\u00a0?',
    steps: {
      buy: {
        title: '1. Achetez',
        text: 'Choisissez vos pâtes préférées parmi les produits éligibles, en magasin ou en ligne.',
      },
      declare: {
        title: '2. Déclarez',
        text: 'Prenez votre ticket de caisse en photo\u00a0: chaque produit éligible vous rapporte des étoiles.',
      },
      enjoy: {
        title: '3. Profitez',
        text: 'Échangez vos étoiles contre des cadeaux dans La Grande Boutique, livrés chez vous.',
      },
    },
  },
} as const;

export const HOME_FR = packageTexts('host', FR).home;

/** The game banner's words by phase (namespace `host`, key `teaser`): `{{name}}` the game, `{{start}}`/`{{end}}` its dates. */
const TEASER = {
  teaser: {
    running: {
      kicker: 'Jeu en cours',
      title: 'Le jeu {{name}} est ouvert\u00a0!',
      text: 'Entrez le code unique imprimé dans votre paquet, ajoutez la photo de votre ticket de caisse et découvrez aussitôt si vous avez gagné. Vous avez jusqu’au {{end}} pour tenter votre chance.',
      cta: 'Je joue',
    },
    teasing: {
      kicker: 'Bientôt',
      title: 'Le jeu {{name}} commence le {{start}}\u00a0!',
      text: 'Gardez précieusement les codes de vos paquets et vos tickets de caisse\u00a0: ils vous serviront pour jouer dès l’ouverture.',
      cta: 'Comment participer\u00a0?',
    },
    upcoming: {
      kicker: 'À venir',
      title: 'Un nouveau jeu se prépare',
      text: 'Rendez-vous le {{start}} pour découvrir le jeu {{name}}. En attendant, vos achats continuent de vous rapporter des étoiles.',
      cta: 'Comment participer\u00a0?',
    },
    discontinued: {
      kicker: 'Jeu terminé',
      title: 'Le jeu {{name}} est terminé',
      text: 'Merci à toutes et à tous d’avoir joué jusqu’au {{end}}\u00a0! Les gagnants sont contactés par e-mail. Vos étoiles, elles, restent valables dans La Grande Boutique.',
      cta: 'Découvrir La Grande Boutique',
    },
  },
} as const;

export type TeaserPhase = keyof typeof TEASER.teaser;

export const TEASER_FR = packageTexts('host', TEASER, (t) => ({
  teaser: {
    /** The banner of one phase, its values filled in. */
    of: (phase: TeaserPhase, values: { name: string; start: string; end: string }) => ({
      kicker: t(`teaser.${phase}.kicker`),
      title: t(`teaser.${phase}.title`, values),
      text: t(`teaser.${phase}.text`, values),
      cta: t(`teaser.${phase}.cta`),
    }),
  },
})).teaser;
