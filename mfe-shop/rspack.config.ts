import { createAppConfig } from '../rspack.base.config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'shop',
      dir: __dirname,
      port: 3103,
      title: 'La Grande Boutique · QA',
      exposes: {
        './ShopPage': './src/pages/ShopPage.tsx',
        './ShopLimitedPage': './src/pages/ShopLimitedPage.tsx',
        './BasketPage': './src/pages/BasketPage.tsx',
        './DeclarePurchasesPage': './src/pages/DeclarePurchasesPage.tsx',
        './GiftPage': './src/pages/GiftPage.tsx',
        './OrderInformationsPage': './src/pages/OrderInformationsPage.tsx',
        './OrderSummaryPage': './src/pages/OrderSummaryPage.tsx',
      },
    },
    argv,
  );
