import { packageTexts } from 'shared-ui/i18n';
/**
 * Every French text of the game pages. GAME-BURN-2 burn messages are word for word; the provider's own
 * `user_message` is never shown for a burn error, so a new provider wording cannot leak in.
 */
export const BURN_ERRORS_FR = {
  not_existing: 'Code invalide',
  not_accessible: 'Code non valide',
  already_burned: 'Code déjà utilisé',
  empty: 'Aucun code n’a été indiqué',
  too_much_time_elapsed_since_code_input: 'Vous avez rentré ce code il y a trop longtemps, il a expiré',
  locked: 'Trop de demandes simultanées. Merci de retenter dans un instant.',
  other: 'Une erreur est survenue.',
} as const;

const FR = {
  retry: 'Réessayer',
  schedule: {
    upcomingKicker: 'Bientôt',
    upcomingTitle: 'Le jeu {{name}} arrive bientôt',
    upcomingText: 'Revenez très vite\u00a0: la date d\u2019ouverture sera annoncée ici.',
    teasingKicker: 'Ouverture imminente',
    teasingTitle: 'Le jeu {{name}} ouvre bientôt\u00a0!',
    teasingText: 'Ouverture le {{date}}. Préparez vos codes et vos tickets de caisse\u00a0!',
    countdownLabel: 'Temps restant avant l\u2019ouverture',
    /** French plurals from i18next: singular for 0 and 1, plural from 2 (as the site's star label). */
    units: {
      days_one: 'jour',
      days_many: 'jours',
      days_other: 'jours',
      hours_one: 'heure',
      hours_many: 'heures',
      hours_other: 'heures',
      minutes_one: 'minute',
      minutes_many: 'minutes',
      minutes_other: 'minutes',
      seconds_one: 'seconde',
      seconds_many: 'secondes',
      seconds_other: 'secondes',
    },
    endedKicker: 'Jeu terminé',
    endedTitle: 'Le jeu {{name}} est terminé',
    endedText:
      'Ce jeu est maintenant terminé. Merci à toutes et à tous pour votre participation\u00a0! Vos étoiles vous attendent dans La Grande Boutique.',
    toShop: 'Aller à La Grande Boutique',
  },
  play: {
    kicker: 'Jeu en cours',
    title: 'Tentez votre chance\u00a0: {{name}}',
    intro:
      'Saisissez le code unique imprimé dans votre paquet, ajoutez la photo de votre ticket de caisse et découvrez aussitôt si vous avez gagné.',
    stepCode: 'Votre code',
    stepReceipts: 'Votre preuve d\u2019achat',
    stepValidate: 'Validation',
    codeLabel: 'Code unique',
    codeHint: 'Au moins 8\u00a0lettres et chiffres, tel qu\u2019imprimé dans votre paquet.',
    codeFormat:
      'Ce code est trop court\u00a0: un code unique compte au moins 8\u00a0lettres et chiffres. Vérifiez celui imprimé dans votre paquet.',
    expiredNextStep: 'Ce code ne peut plus être joué. Saisissez le code unique d\u2019un autre paquet pour participer.',
    codeLocked: 'Code {{code}} validé\u00a0: il ne reste qu\u2019à envoyer votre preuve d\u2019achat.',
    terms: 'J\u2019accepte le règlement du jeu et le traitement de mes preuves d\u2019achat pour ma participation.',
    termsLink: 'Lire le règlement',
    submit: 'Valider ma participation',
    burning: 'Vérification du code…',
    uploading: 'Envoi de vos preuves d\u2019achat…',
    linking: 'Enregistrement de votre participation…',
    resume: 'Envoyer ma preuve d\u2019achat',
    missing: 'Pour valider, il manque\u00a0:',
    missingCode: 'votre code unique',
    missingReceipt: 'au moins une preuve d\u2019achat avec un fichier',
    missingSize: 'un total de fichiers sous 8\u00a0Mo',
    missingTerms: 'l\u2019acceptation du règlement',
    networkError:
      'Une erreur est survenue. Vérifiez votre connexion puis réessayez\u00a0: votre code et vos fichiers sont conservés.',
    timeout:
      'Le jeu met trop de temps à répondre. Vérifiez votre connexion puis réessayez dans un instant\u00a0: votre code et vos fichiers sont conservés.',
    linkFailed: 'Votre participation n\u2019a pas pu être enregistrée. Vos fichiers sont conservés\u00a0: réessayez.',
  },
  rules: {
    title: 'Règlement du jeu {{name}}',
    periodTitle: 'Durée du jeu',
    period: 'Le jeu est ouvert du {{start}} au {{end}} (heure de Paris).',
    sections: {
      who: {
        title: 'Qui peut jouer\u00a0?',
        p1: 'Le jeu est réservé aux personnes physiques majeures résidant en France métropolitaine, titulaires d\u2019un compte La Grande Boutique.',
      },
      how: {
        title: 'Comment jouer\u00a0?',
        p1: 'Le jeu est avec obligation d\u2019achat\u00a0: il faut un code unique imprimé dans un paquet participant et la preuve d\u2019achat de ce paquet (ticket de caisse en JPG, JPEG, PNG ou PDF, 8\u00a0Mo au total au plus).',
        p2: 'Chaque code ne peut être joué qu\u2019une seule fois. Le résultat (gagné ou perdu) s\u2019affiche aussitôt après l\u2019envoi de la preuve d\u2019achat.',
      },
      prizes: {
        title: 'Les lots',
        p1: 'Les lots gagnés sont ceux affichés au moment du résultat. Pour recevoir son lot, le gagnant complète sa participation (coordonnées et adresse de livraison) depuis la page du gain ou depuis «\u00a0Mon compte\u00a0».',
        p2: 'Une participation gagnante dont la preuve d\u2019achat ne correspond pas au code joué peut être annulée après vérification.',
      },
      data: {
        title: 'Données personnelles',
        p1: 'Les informations collectées servent uniquement à la gestion du jeu et à l\u2019envoi des lots. Vos droits s\u2019exercent comme indiqué dans les Mentions légales.',
      },
    },
    close: 'Fermer le règlement',
  },
  resume: {
    wonTitle: 'Un gain vous attend\u00a0!',
    won: 'Votre code {{code}} a gagné, mais votre participation n\u2019est pas encore complète\u00a0: indiquez vos coordonnées pour recevoir votre lot.',
    complete: 'Compléter ma participation',
    receiptTitle: 'Une participation à terminer',
    receipt: 'Votre code {{code}} est enregistré, mais sa preuve d\u2019achat n\u2019a pas été envoyée.',
    sendReceipt: 'Envoyer ma preuve d\u2019achat',
    resultTitle: 'Votre résultat vous attend',
    result: 'Votre code {{code}} est enregistré avec sa preuve d\u2019achat\u00a0: découvrez si vous avez gagné.',
    seeResult: 'Découvrir mon résultat',
    alreadyPlayed:
      'Vous avez déjà joué le code {{code}}\u00a0: nous avons repris votre participation là où elle s\u2019était arrêtée.',
  },
  result: {
    title: 'Le tirage au sort',
    intro: 'Votre participation est enregistrée. Le résultat s\u2019affiche dans quelques secondes…',
    introRevealed: 'Votre participation est enregistrée.',
    revealNow: 'Découvrir mon résultat maintenant',
    countdown: 'Révélation dans {{seconds}}\u00a0s',
    won: 'Gagné\u00a0!',
    lost: 'Perdu…',
    lostText: 'Pas de chance cette fois-ci.',
    next: 'Continuer',
    nextIn: 'Suite dans {{seconds}}\u00a0s',
  },
  winner: {
    title: 'Bravo\u00a0!',
    resuming: 'Votre participation',
    resumingText: 'Nous retrouvons votre participation…',
    intro: 'Vous avez gagné\u00a0: {{label}}\u00a0!',
    incomplete:
      'Ce code avait déjà gagné, mais votre participation n\u2019est pas encore complète\u00a0: indiquez vos coordonnées pour recevoir votre lot.',
    formIntro: 'Indiquez vos coordonnées pour recevoir votre lot.',
    step: 'Étape {{n}} sur 2',
    step1: 'Vos coordonnées',
    step2: 'Votre adresse de livraison',
    next: 'Continuer',
    back: 'Retour',
    submit: 'Valider ma participation',
    submitting: 'Enregistrement…',
    completedTitle: 'Participation enregistrée\u00a0!',
    completedText:
      'Merci\u00a0! Votre participation est complète. Votre lot sera envoyé à l\u2019adresse indiquée\u00a0; une confirmation suit à {{email}}.',
    failed: 'Votre participation n\u2019a pas pu être enregistrée. Vos informations sont conservées\u00a0: réessayez.',
    savedAddresses: 'Choisir une adresse enregistrée',
    newAddress: 'Saisir une nouvelle adresse',
    addressesLoading: 'Chargement de vos adresses…',
    playAgain: 'Rejouer avec un autre code',
  },
  validation: {
    addressChoiceRequired: 'Merci de choisir une adresse.',
  },
  loser: {
    title: 'Dommage\u00a0!',
    text: 'Ce n\u2019est pas gagné cette fois-ci… mais chaque paquet est une nouvelle chance\u00a0! Vos achats vous rapportent aussi des étoiles à dépenser dans La Grande Boutique.',
    playedCode: 'Code joué\u00a0: {{code}}',
    playAgain: 'Rejouer avec un autre code',
    toShop: 'Découvrir La Grande Boutique',
  },
  roulette: {
    title: 'Tirage au sort',
    intro: 'Les rouleaux tournent… Croisez les doigts\u00a0!',
    stop: 'Arrêter les rouleaux',
    reels: 'Rouleaux de la roulette',
    won: 'Trois étoiles alignées\u00a0: c\u2019est gagné\u00a0!',
    lost: 'Pas d\u2019alignement cette fois-ci…',
    toGift: 'Voir mon gain',
  },
  gift: {
    title: 'Votre cadeau',
    lostTitle: 'Pas de cadeau cette fois-ci',
  },
} as const;

/** The rules' sections in the order they are read: the keys of their title and paragraphs (their texts are in FR). */
const RULE_SECTIONS = [
  { title: 'rules.sections.who.title', paragraphs: ['rules.sections.who.p1'] },
  { title: 'rules.sections.how.title', paragraphs: ['rules.sections.how.p1', 'rules.sections.how.p2'] },
  { title: 'rules.sections.prizes.title', paragraphs: ['rules.sections.prizes.p1', 'rules.sections.prizes.p2'] },
  { title: 'rules.sections.data.title', paragraphs: ['rules.sections.data.p1'] },
] as const;

export const GAME_FR = packageTexts('game', FR, (t) => ({
  schedule: {
    /** « jour » or « jours »…: the French plural of i18next for `count`. */
    unit: (key: 'days' | 'hours' | 'minutes' | 'seconds', count: number) => t(`schedule.units.${key}`, { count }),
    upcomingTitle: (name: string) => t('schedule.upcomingTitle', { name }),
    teasingTitle: (name: string) => t('schedule.teasingTitle', { name }),
    teasingText: (date: string) => t('schedule.teasingText', { date }),
    endedTitle: (name: string) => t('schedule.endedTitle', { name }),
  },
  play: {
    title: (name: string) => t('play.title', { name }),
    codeLocked: (code: string) => t('play.codeLocked', { code }),
  },
  rules: {
    /** The rules' sections in the order they are read. */
    get sections(): Array<{ title: string; paragraphs: string[] }> {
      return RULE_SECTIONS.map((section) => ({
        title: t(section.title),
        paragraphs: section.paragraphs.map((paragraph) => t(paragraph)),
      }));
    },
    title: (name: string) => t('rules.title', { name }),
    period: (start: string, end: string) => t('rules.period', { start, end }),
  },
  resume: {
    won: (code: string) => t('resume.won', { code }),
    receipt: (code: string) => t('resume.receipt', { code }),
    result: (code: string) => t('resume.result', { code }),
    alreadyPlayed: (code: string) => t('resume.alreadyPlayed', { code }),
  },
  result: {
    countdown: (seconds: number) => t('result.countdown', { seconds }),
    nextIn: (seconds: number) => t('result.nextIn', { seconds }),
  },
  winner: {
    intro: (label: string) => t('winner.intro', { label }),
    step: (n: number) => t('winner.step', { n }),
    completedText: (email: string) => t('winner.completedText', { email }),
  },
  loser: {
    playedCode: (code: string) => t('loser.playedCode', { code }),
  },
}));
