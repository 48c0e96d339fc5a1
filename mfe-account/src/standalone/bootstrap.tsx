import { mountStandalone } from 'shared-ui/standalone';

// The pages and their access rules are the remote's declaration (shared-kit contracts remote-pages.ts).
mountStandalone('account', {
  './ProfilePage': () => import('../pages/ProfilePage'),
  './ProfileInfosPage': () => import('../pages/ProfileInfosPage'),
  './ProfileSecurityPage': () => import('../pages/ProfileSecurityPage'),
  './AddressesPage': () => import('../pages/AddressesPage'),
  './NewAddressPage': () => import('../pages/NewAddressPage'),
  './DeclarationsHistoryPage': () => import('../pages/DeclarationsHistoryPage'),
  './OrdersHistoryPage': () => import('../pages/OrdersHistoryPage'),
  './DeclarationPage': () => import('../pages/DeclarationPage'),
});
