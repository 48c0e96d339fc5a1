import type { PageComponent } from '../remotes/load-remote-page';
import type { HostPage } from './route-table';

type PageModule = Promise<{ default: PageComponent }>;

/** The shell's own pages, each in its own chunk so the first load carries only the one it shows. */
export const HOST_PAGES: Record<HostPage, () => PageModule> = {
  HomePage: () => import('../../pages/HomePage'),
  ContactPage: () => import('../../pages/ContactPage'),
  EligibleProductsPage: () => import('../../pages/EligibleProductsPage'),
  FaqPage: () => import('../../pages/FaqPage'),
  HowToParticipatePage: () => import('../../pages/HowToParticipatePage'),
  LegalNoticesPage: () => import('../../pages/LegalNoticesPage'),
  ShopConditionsPage: () => import('../../pages/ShopConditionsPage'),
  ShowPage: () => import('../../pages/ShowPage'),
};
