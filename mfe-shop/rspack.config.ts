import { createAppConfig } from '../rspack.base.config';

/** The pages the shop remote gives the site, in the browser and on the server (rspack.server.config.ts). */
export const SHOP_EXPOSES = {
  './ShopPage': './src/pages/ShopPage.tsx',
  './ShopLimitedPage': './src/pages/ShopLimitedPage.tsx',
  './BasketPage': './src/pages/BasketPage.tsx',
  './DeclarePurchasesPage': './src/pages/DeclarePurchasesPage.tsx',
  './GiftPage': './src/pages/GiftPage.tsx',
  './OrderInformationsPage': './src/pages/OrderInformationsPage.tsx',
  './OrderSummaryPage': './src/pages/OrderSummaryPage.tsx',
};

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    { name: 'shop', dir: __dirname, port: 3103, title: 'La Grande Boutique · QA', exposes: SHOP_EXPOSES },
    argv,
  );
