import type { GameNumber } from 'shared-kit';

/** GAME-PRIZE-1: what a winner reads next to the benefit's picture (the game and « Mes participations »). */
const BENEFIT_LABELS_FR: Readonly<Record<string, string>> = {
  'pack-goodies': 'Un pack de goodies La Grande Boutique',
  headset: 'Un casque audio',
  speaker: 'Une enceinte Bluetooth',
  'game-hitster': 'Le jeu musical Hitster',
  'key-ring': 'Un porte-clés collector',
  'micro-bam': 'Un micro karaoké BAM',
};

/** The two ticket prizes are tickets for each game's own show. */
const TICKET_PRIZES_FR: Readonly<Record<GameNumber, Readonly<Record<'tickets-final' | 'tickets-prime', string>>>> = {
  1: {
    'tickets-final': 'Deux places pour la grande finale de La Roulette',
    'tickets-prime': 'Deux places pour une soirée La Roulette',
  },
  2: {
    'tickets-final': 'Deux places pour l\u2019avant-première de Méchamment Gourmand',
    'tickets-prime': 'Deux places de cinéma pour Méchamment Gourmand',
  },
  3: {
    'tickets-final': 'Deux places pour la grande soirée des Jours extraordinaires',
    'tickets-prime': 'Deux places pour une journée extraordinaire',
  },
  4: {
    'tickets-final': 'Deux places pour la finale de la Star Academy',
    'tickets-prime': 'Deux places pour un prime de la Star Academy',
  },
};

export function benefitLabel(key: string | undefined | null, game: GameNumber): string {
  if (key === 'tickets-final' || key === 'tickets-prime') return TICKET_PRIZES_FR[game][key];
  return (key && BENEFIT_LABELS_FR[key]) || 'Un lot surprise';
}
