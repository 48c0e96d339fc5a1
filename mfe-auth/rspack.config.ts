import { createAppConfig } from '../rspack.base.config';

/** The pages the auth remote gives the site, in the browser and on the server (rspack.server.config.ts). */
export const AUTH_EXPOSES = {
  './AuthLandingPage': './src/pages/AuthLandingPage.tsx',
  './LoginPage': './src/pages/LoginPage.tsx',
  './SignupPage': './src/pages/SignupPage.tsx',
  './ResetPasswordPage': './src/pages/ResetPasswordPage.tsx',
};

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig({ name: 'auth', dir: __dirname, port: 3101, title: 'Connexion · QA', exposes: AUTH_EXPOSES }, argv);
