import { createAppConfig } from '../rspack.base.config';

/** The pages the game remote gives the site, in the browser and on the server (rspack.server.config.ts). */
export const GAME_EXPOSES = {
  './Game1Page': './src/pages/Game1Page.tsx',
  './Game1RoulettePage': './src/pages/Game1RoulettePage.tsx',
  './Game1GiftPage': './src/pages/Game1GiftPage.tsx',
  './GamePage': './src/pages/GamePage.tsx',
  './GameResultPage': './src/pages/GameResultPage.tsx',
  './GameWinnerPage': './src/pages/GameWinnerPage.tsx',
  './GameLoserPage': './src/pages/GameLoserPage.tsx',
};

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig({ name: 'game', dir: __dirname, port: 3104, title: 'Le Jeu · QA', exposes: GAME_EXPOSES }, argv);
