import { createAppConfig } from '../rspack.base.config';

/** The pages the account remote gives the site, in the browser and on the server (rspack.server.config.ts). */
export const ACCOUNT_EXPOSES = {
  './ProfilePage': './src/pages/ProfilePage.tsx',
  './ProfileInfosPage': './src/pages/ProfileInfosPage.tsx',
  './ProfileSecurityPage': './src/pages/ProfileSecurityPage.tsx',
  './AddressesPage': './src/pages/AddressesPage.tsx',
  './NewAddressPage': './src/pages/NewAddressPage.tsx',
  './DeclarationsHistoryPage': './src/pages/DeclarationsHistoryPage.tsx',
  './OrdersHistoryPage': './src/pages/OrdersHistoryPage.tsx',
  './DeclarationPage': './src/pages/DeclarationPage.tsx',
};

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    { name: 'account', dir: __dirname, port: 3102, title: 'Mon compte · QA', exposes: ACCOUNT_EXPOSES },
    argv,
  );
