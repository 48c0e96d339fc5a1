import { mountStandalone, type StandalonePage } from 'shared-ui/standalone';

// Access rules as in the host's route table (host/src/app/routes/route-table.ts).
const pages: StandalonePage[] = [
  { route: 'shop', label: 'Boutique', access: 'shop', load: () => import('../pages/ShopPage') },
  { route: 'shop-limited', label: 'Vue limitée', load: () => import('../pages/ShopLimitedPage') },
  { route: 'shop-basket', label: 'Panier', access: 'shop', load: () => import('../pages/BasketPage') },
  { route: 'shop-declare', label: 'Déclarer', access: 'shop', load: () => import('../pages/DeclarePurchasesPage') },
  { route: 'shop-gift', label: 'Cadeau', access: 'shop', load: () => import('../pages/GiftPage') },
  {
    route: 'shop-order-informations',
    label: 'Informations',
    access: 'shop',
    load: () => import('../pages/OrderInformationsPage'),
  },
  {
    route: 'shop-order-summary',
    label: 'Récapitulatif',
    access: 'shop',
    load: () => import('../pages/OrderSummaryPage'),
  },
];

mountStandalone('shop', pages);
