/** GAME-PRIZE-1: the families of goodies and game prizes. */
export const BENEFIT_KEYS = [
  'tickets-final',
  'tickets-prime',
  'pack-goodies',
  'headset',
  'speaker',
  'game-hitster',
  'key-ring',
  'micro-bam',
] as const;
export type BenefitKey = (typeof BENEFIT_KEYS)[number];

export const CATALOG = { identifier: 'la-grande-boutique', name: 'La Grande Boutique' } as const;

export interface SeedGoody {
  identifier: string;
  name: string;
  description: string;
  /** Price in stars. */
  value: number;
  key_for_display: BenefitKey;
  /** null: unlimited; 0: sold out, so `not_buyable`. */
  stock: number | null;
  resellable_as_fidzs: boolean;
}

export const GOODIES: SeedGoody[] = [
  {
    identifier: 'goody-key-ring-star',
    name: 'Porte-clés étoile',
    description: 'Un porte-clés en métal émaillé en forme d’étoile.',
    value: 50,
    key_for_display: 'key-ring',
    stock: null,
    resellable_as_fidzs: true,
  },
  {
    identifier: 'goody-key-ring-fork',
    name: 'Porte-clés fourchette',
    description: 'Une petite fourchette dorée pour ne plus perdre ses clés.',
    value: 60,
    key_for_display: 'key-ring',
    stock: null,
    resellable_as_fidzs: true,
  },
  {
    identifier: 'goody-mug',
    name: 'Mug collector',
    description: 'Un mug en céramique aux couleurs de la Grande Boutique.',
    value: 90,
    key_for_display: 'pack-goodies',
    stock: null,
    resellable_as_fidzs: true,
  },
  {
    identifier: 'goody-tote-bag',
    name: 'Tote bag en coton',
    description: 'Un sac en coton bio pour faire ses courses en beauté.',
    value: 120,
    key_for_display: 'pack-goodies',
    stock: null,
    resellable_as_fidzs: true,
  },
  {
    identifier: 'goody-apron',
    name: 'Tablier de cuisine',
    description: 'Un tablier brodé pour cuisiner les pâtes comme un chef.',
    value: 150,
    key_for_display: 'pack-goodies',
    stock: null,
    resellable_as_fidzs: false,
  },
  {
    identifier: 'goody-game-hitster',
    name: 'Jeu Hitster',
    description: 'Le jeu musical pour deviner l’année des tubes.',
    value: 250,
    key_for_display: 'game-hitster',
    stock: null,
    resellable_as_fidzs: false,
  },
  {
    identifier: 'goody-pack',
    name: 'Pack de goodies',
    description: 'Un mug, un tote bag et un porte-clés réunis.',
    value: 300,
    key_for_display: 'pack-goodies',
    stock: null,
    resellable_as_fidzs: false,
  },
  {
    identifier: 'goody-micro-bam',
    name: 'Micro karaoké BAM',
    description: 'Un micro sans fil avec haut-parleur intégré pour chanter partout.',
    value: 400,
    key_for_display: 'micro-bam',
    stock: null,
    resellable_as_fidzs: false,
  },
  {
    identifier: 'goody-speaker',
    name: 'Enceinte Bluetooth',
    description: 'Une enceinte portable, étanche, 12\u00a0h d’autonomie.',
    value: 500,
    key_for_display: 'speaker',
    stock: null,
    resellable_as_fidzs: false,
  },
  {
    identifier: 'goody-headset',
    name: 'Casque audio sans fil',
    description: 'Un casque à réduction de bruit pour écouter les primes.',
    value: 600,
    key_for_display: 'headset',
    stock: null,
    resellable_as_fidzs: false,
  },
  {
    identifier: 'goody-tickets-prime',
    name: '2 places pour un prime',
    description: 'Deux places pour assister à un prime de la Star Academy.',
    value: 800,
    key_for_display: 'tickets-prime',
    stock: 20,
    resellable_as_fidzs: false,
  },
  {
    identifier: 'goody-tickets-final',
    name: '2 places pour la finale',
    description: 'Deux places pour assister à la finale de la Star Academy.',
    value: 1200,
    key_for_display: 'tickets-final',
    stock: 5,
    resellable_as_fidzs: false,
  },
  {
    identifier: 'goody-cap',
    name: 'Casquette brodée',
    description: 'Une casquette brodée en édition limitée — épuisée.',
    value: 100,
    key_for_display: 'pack-goodies',
    stock: 0,
    resellable_as_fidzs: false,
  },
];
