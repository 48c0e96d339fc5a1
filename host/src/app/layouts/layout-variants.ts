import { ROUTE_PATHS } from 'shared-kit/core';
import { HOST_FR } from '../../messages/fr';
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

/** What distinguishes the seven layouts of LAYOUT-3 (the frame is shared: header, footer, breadcrumbs). */
export function layoutVariant(layout: LayoutName): LayoutVariant {
  const { account, heroes } = HOST_FR;
  switch (layout) {
    case 'authenticated-profile':
      return {
        subNav: {
          label: account.menu,
          links: [
            { label: account.profile, to: ROUTE_PATHS['profile-infos'] },
            { label: account.security, to: ROUTE_PATHS['profile-security'] },
            { label: account.addresses, to: ROUTE_PATHS['profile-addresses'] },
            { label: account.history, to: ROUTE_PATHS['profile-history-declarations'] },
          ],
        },
      };
    case 'authenticated-history':
      return {
        subNav: {
          label: account.history,
          links: [
            { label: account.receipts, to: ROUTE_PATHS['profile-history-declarations'] },
            { label: account.orders, to: ROUTE_PATHS['profile-history-orders'] },
          ],
        },
      };
    case 'eligible-products':
      return { hero: { ...heroes.eligibleProducts, art: 'pasta' } };
    case 'faq':
      return { hero: { ...heroes.faq, art: 'question' } };
    case 'how-to-participate':
      return { hero: { ...heroes.howToParticipate, art: 'star' } };
    default:
      return {};
  }
}
