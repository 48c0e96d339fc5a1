import { mountStandalone, type StandalonePage } from 'shared-ui/standalone';

// Access rules as in the host's route table (host/src/app/routes/route-table.ts).
const pages: StandalonePage[] = [
  { route: 'profile', label: 'Mon compte', access: 'authenticated', load: () => import('../pages/ProfilePage') },
  {
    route: 'profile-infos',
    label: 'Mon profil',
    access: 'authenticated',
    load: () => import('../pages/ProfileInfosPage'),
  },
  {
    route: 'profile-security',
    label: 'Sécurité',
    access: 'authenticated',
    load: () => import('../pages/ProfileSecurityPage'),
  },
  {
    route: 'profile-addresses',
    label: 'Adresses',
    access: 'authenticated',
    load: () => import('../pages/AddressesPage'),
  },
  {
    route: 'profile-addresses-new',
    label: 'Nouvelle adresse',
    access: 'authenticated',
    load: () => import('../pages/NewAddressPage'),
  },
  {
    route: 'profile-history-declarations',
    label: "Preuves d'achat",
    access: 'authenticated',
    load: () => import('../pages/DeclarationsHistoryPage'),
  },
  {
    route: 'profile-history-orders',
    label: 'Commandes',
    access: 'authenticated',
    load: () => import('../pages/OrdersHistoryPage'),
  },
  {
    route: 'profile-history-declaration',
    label: "Une preuve d'achat",
    access: 'authenticated',
    load: () => import('../pages/DeclarationPage'),
  },
];

mountStandalone('account', pages);
