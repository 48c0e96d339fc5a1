import { ROUTE_PATHS } from 'shared-kit';
import type { LayoutName } from '../routes/route-table';

export interface SubNavLink {
  label: string;
  to: string;
}

export interface LayoutVariant {
  /** A banner above the page for the thematic layouts (LAYOUT-1). */
  hero?: { kicker: string; text: string; art: 'pasta' | 'question' | 'star' };
  /** Secondary navigation of the account layouts. */
  subNav?: { label: string; links: SubNavLink[] };
}

const PROFILE_LINKS: SubNavLink[] = [
  { label: 'Mon profil', to: ROUTE_PATHS['profile-infos'] },
  { label: 'Connexion et sécurité', to: ROUTE_PATHS['profile-security'] },
  { label: 'Mes adresses', to: ROUTE_PATHS['profile-addresses'] },
  { label: 'Mon historique', to: ROUTE_PATHS['profile-history-declarations'] },
];

const HISTORY_LINKS: SubNavLink[] = [
  { label: "Mes preuves d'achat", to: ROUTE_PATHS['profile-history-declarations'] },
  { label: 'Mes commandes', to: ROUTE_PATHS['profile-history-orders'] },
];

/** What distinguishes the seven layouts of LAYOUT-3 (the frame is shared: header, footer, breadcrumbs). */
export const LAYOUT_VARIANTS: Record<LayoutName, LayoutVariant> = {
  default: {},
  authenticated: {},
  'authenticated-profile': { subNav: { label: 'Mon compte', links: PROFILE_LINKS } },
  'authenticated-history': { subNav: { label: 'Mon historique', links: HISTORY_LINKS } },
  'eligible-products': {
    hero: {
      kicker: 'Vos pâtes comptent',
      art: 'pasta',
      text: 'Chaque paquet de pâtes acheté vous rapproche de vos cadeaux.',
    },
  },
  faq: {
    hero: {
      kicker: 'On vous répond',
      art: 'question',
      text: 'Une question sur le jeu, vos étoiles ou vos commandes\u00a0? La réponse est ici.',
    },
  },
  'how-to-participate': {
    hero: { kicker: 'Simple comme tout', art: 'star', text: 'Quatre étapes pour transformer vos courses en cadeaux.' },
  },
};
