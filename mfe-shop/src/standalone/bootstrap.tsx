import { mountStandalone } from 'shared-ui/standalone';

// The pages and their access rules are the remote's declaration (shared-kit contracts remote-pages.ts).
mountStandalone('shop', {
  './ShopPage': () => import('../pages/ShopPage'),
  './ShopLimitedPage': () => import('../pages/ShopLimitedPage'),
  './BasketPage': () => import('../pages/BasketPage'),
  './DeclarePurchasesPage': () => import('../pages/DeclarePurchasesPage'),
  './GiftPage': () => import('../pages/GiftPage'),
  './OrderInformationsPage': () => import('../pages/OrderInformationsPage'),
  './OrderSummaryPage': () => import('../pages/OrderSummaryPage'),
});
