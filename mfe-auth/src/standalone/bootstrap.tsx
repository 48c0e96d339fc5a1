import { mountStandalone } from 'shared-ui/standalone';

// The pages and their access rules are the remote's declaration (shared-kit contracts remote-pages.ts).
mountStandalone('auth', {
  './AuthLandingPage': () => import('../pages/AuthLandingPage'),
  './LoginPage': () => import('../pages/LoginPage'),
  './SignupPage': () => import('../pages/SignupPage'),
  './ResetPasswordPage': () => import('../pages/ResetPasswordPage'),
});
