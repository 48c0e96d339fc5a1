import { mountStandalone, type StandalonePage } from 'shared-ui/standalone';

const pages: StandalonePage[] = [
  { route: 'auth', label: 'Connexion', load: () => import('../pages/AuthLandingPage') },
  { route: 'auth-login', label: 'Se connecter', load: () => import('../pages/LoginPage') },
  { route: 'auth-signup', label: "S'inscrire", load: () => import('../pages/SignupPage') },
  { route: 'reset-password', label: 'Mot de passe oublié', load: () => import('../pages/ResetPasswordPage') },
];

mountStandalone('auth', pages);
