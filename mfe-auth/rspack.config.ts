import { createAppConfig } from '../rspack.base.config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'auth',
      dir: __dirname,
      port: 3101,
      title: 'Connexion · QA',
      exposes: {
        './AuthLandingPage': './src/pages/AuthLandingPage.tsx',
        './LoginPage': './src/pages/LoginPage.tsx',
        './SignupPage': './src/pages/SignupPage.tsx',
        './ResetPasswordPage': './src/pages/ResetPasswordPage.tsx',
      },
    },
    argv,
  );
