import type { GameNumber } from 'shared-kit/core';
import { packageTexts } from 'shared-ui/i18n';

/**
 * GAME-PRIZE-1: what a winner reads next to the benefit's picture (the game and « Mes participations »), i18next
 * namespace `benefits`. The two ticket prizes are tickets for each game's own show.
 */
const FR = {
  'pack-goodies': 'Un pack de goodies La Grande Boutique',
  headset: 'Un casque audio',
  speaker: 'Une enceinte Bluetooth',
  'game-hitster': 'Le jeu musical Hitster',
  'key-ring': 'Un porte-clés collector',
  'micro-bam': 'Un micro karaoké BAM',
  surprise: 'Un lot surprise',
  tickets: {
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
  },
} as const;

type BenefitKey = Exclude<keyof typeof FR, 'tickets' | 'surprise'>;

const BENEFITS_FR = packageTexts('benefits', FR);

function isBenefitKey(key: string): key is BenefitKey {
  return key !== 'tickets' && key !== 'surprise' && Object.hasOwn(FR, key);
}

/**
 * `alone` (the default): the label as a caption says it, capitalised (« Un casque audio »); `in-sentence`: as a
 * sentence says it after « Vous avez gagné : » (« un casque audio »). Every label starts with an article or a
 * number word, never a proper noun.
 */
export function benefitLabel(
  key: string | undefined | null,
  game: GameNumber,
  where: 'alone' | 'in-sentence' = 'alone',
): string {
  const label =
    key === 'tickets-final' || key === 'tickets-prime'
      ? BENEFITS_FR.tickets[game][key]
      : key && isBenefitKey(key)
        ? BENEFITS_FR[key]
        : BENEFITS_FR.surprise;
  return where === 'alone' ? label : label.charAt(0).toLocaleLowerCase('fr-FR') + label.slice(1);
}
