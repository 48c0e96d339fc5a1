import { mountStandalone, type StandalonePage } from 'shared-ui/standalone';

const pages: StandalonePage[] = [
  { route: 'profile', label: 'Mon compte', load: () => import('../pages/ProfilePage') },
  { route: 'profile-infos', label: 'Mon profil', load: () => import('../pages/ProfileInfosPage') },
  { route: 'profile-security', label: 'Sécurité', load: () => import('../pages/ProfileSecurityPage') },
  { route: 'profile-addresses', label: 'Adresses', load: () => import('../pages/AddressesPage') },
  { route: 'profile-addresses-new', label: 'Nouvelle adresse', load: () => import('../pages/NewAddressPage') },
  { route: 'profile-history-declarations', label: "Preuves d'achat", load: () => import('../pages/DeclarationsHistoryPage') },
  { route: 'profile-history-orders', label: 'Commandes', load: () => import('../pages/OrdersHistoryPage') },
  { route: 'profile-history-declaration', label: "Une preuve d'achat", load: () => import('../pages/DeclarationPage') },
];

mountStandalone('account', pages);
