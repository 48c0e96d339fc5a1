import { mountStandalone } from 'shared-ui/standalone';

// The pages and their access rules are the remote's declaration (shared-kit contracts remote-pages.ts). The game
// reads the page's clock, the QA clock here: the scenario panel's "open/close the game" reaches it too.
mountStandalone('game', {
  './Game1Page': () => import('../pages/Game1Page'),
  './Game1RoulettePage': () => import('../pages/Game1RoulettePage'),
  './Game1GiftPage': () => import('../pages/Game1GiftPage'),
  './GamePage': () => import('../pages/GamePage'),
  './GameResultPage': () => import('../pages/GameResultPage'),
  './GameWinnerPage': () => import('../pages/GameWinnerPage'),
  './GameLoserPage': () => import('../pages/GameLoserPage'),
});
