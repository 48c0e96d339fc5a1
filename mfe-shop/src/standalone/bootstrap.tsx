import { mountStandalone, type StandalonePage } from 'shared-ui/standalone';

const pages: StandalonePage[] = [
  { route: 'shop', label: 'Boutique', load: () => import('../pages/ShopPage') },
  { route: 'shop-limited', label: 'Vue limitée', load: () => import('../pages/ShopLimitedPage') },
  { route: 'shop-basket', label: 'Panier', load: () => import('../pages/BasketPage') },
  { route: 'shop-declare', label: 'Déclarer', load: () => import('../pages/DeclarePurchasesPage') },
  { route: 'shop-gift', label: 'Cadeau', load: () => import('../pages/GiftPage') },
  { route: 'shop-order-informations', label: 'Informations', load: () => import('../pages/OrderInformationsPage') },
  { route: 'shop-order-summary', label: 'Récapitulatif', load: () => import('../pages/OrderSummaryPage') },
];

mountStandalone('shop', pages);
