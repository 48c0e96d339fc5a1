import { mountStandalone, type StandalonePage } from 'shared-ui/standalone';

// Access rules as in the host's route table (host/src/app/routes/route-table.ts).
const pages: StandalonePage[] = [
  { route: 'auth', label: 'Connexion', access: 'anonymous-only', load: () => import('../pages/AuthLandingPage') },
  { route: 'auth-login', label: 'Se connecter', access: 'anonymous-only', load: () => import('../pages/LoginPage') },
  { route: 'auth-signup', label: "S'inscrire", access: 'anonymous-only', load: () => import('../pages/SignupPage') },
  { route: 'reset-password', label: 'Mot de passe oublié', load: () => import('../pages/ResetPasswordPage') },
];

mountStandalone('auth', pages);
