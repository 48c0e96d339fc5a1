import { mountStandalone, type StandalonePage } from 'shared-ui/standalone';

const pages: StandalonePage[] = [
  { route: 'game-1', label: 'Jeu 1', load: () => import('../pages/Game1Page') },
  { route: 'game-1-jslots', label: 'Roulette', load: () => import('../pages/Game1RoulettePage') },
  { route: 'game-1-your-gift', label: 'Mon gain', load: () => import('../pages/Game1GiftPage') },
  { route: 'game-4', label: 'Jeu 4', load: () => import('../pages/GamePage'), props: { game: 4 } },
  { route: 'game-4-result', label: 'Résultat', load: () => import('../pages/GameResultPage'), props: { game: 4 } },
  { route: 'game-4-winner', label: 'Bravo', load: () => import('../pages/GameWinnerPage'), props: { game: 4 } },
  { route: 'game-4-loser', label: 'Dommage', load: () => import('../pages/GameLoserPage'), props: { game: 4 } },
];

mountStandalone('game', pages);
