import { mountStandalone, type StandalonePage } from 'shared-ui/standalone';

// The game reads the page's clock, the QA clock here: the scenario panel's "open/close the game" reaches it too.
const game = { access: 'authenticated' } as const;

// Access rules as in the host's route table: every game route needs a player and the open window.
const pages: StandalonePage[] = [
  { route: 'game-1', label: 'Jeu 1', ...game, game: 1, load: () => import('../pages/Game1Page') },
  { route: 'game-1-jslots', label: 'Roulette', ...game, game: 1, load: () => import('../pages/Game1RoulettePage') },
  { route: 'game-1-your-gift', label: 'Mon gain', ...game, game: 1, load: () => import('../pages/Game1GiftPage') },
  { route: 'game-4', label: 'Jeu 4', ...game, game: 4, load: () => import('../pages/GamePage'), props: { game: 4 } },
  {
    route: 'game-4-result',
    label: 'Résultat',
    ...game,
    game: 4,
    load: () => import('../pages/GameResultPage'),
    props: { game: 4 },
  },
  {
    route: 'game-4-winner',
    label: 'Bravo',
    ...game,
    game: 4,
    load: () => import('../pages/GameWinnerPage'),
    props: { game: 4 },
  },
  {
    route: 'game-4-loser',
    label: 'Dommage',
    ...game,
    game: 4,
    load: () => import('../pages/GameLoserPage'),
    props: { game: 4 },
  },
];

mountStandalone('game', pages);
