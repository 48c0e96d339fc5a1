import { lazy, Suspense, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { Outlet, useNavigation } from 'react-router';
import { confettiTile, uiStore, useAtomValue } from 'shared-ui';
import { contactDialogAtom, notificationsOpenAtom } from '../layout-state/layout-atoms';
import type { LayoutName, RouteDef } from '../routes/route-table';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { LayoutHero } from './LayoutHero';
import { layoutVariant } from './layout-variants';
import { useCurrentRoute } from './route-meta';
import { SubNav } from './SubNav';
import { PageBody } from '../server-render/page-body';
import { HOST_FR } from '../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

// Drawer and dialog code loads the first time one opens (first-load budget).
const NotificationsDrawer = lazy(() => import('../notifications/NotificationsDrawer'));
const ContactDialog = lazy(() => import('../contact/ContactDialog'));

type Background = RouteDef['background'];

const Page = styled.div<{ background: Background }>`
  /* The band's plain colour: what a page's texts stand on (shared-ui PageIntro), out of the confetti. */
  --page-band: ${({ theme, background }) => (background === 'primary' ? theme.colors.pagePrimary : theme.colors.pageTertiary)};
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background-color: var(--page-band);
  background-image: ${({ theme, background }) =>
    confettiTile(background === 'primary' ? 'on-primary' : 'on-tertiary', theme.confettiOpacity)};
  background-size: 340px 340px;
  color: ${({ theme, background }) => (background === 'primary' ? theme.colors.onPagePrimary : theme.colors.onPageTertiary)};
  .skip {
    position: absolute;
    left: 1rem;
    top: -4rem;
    z-index: 50;
    padding: 0.6rem 1rem;
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
  }
  .skip:focus {
    top: 0.75rem;
  }
`;

const Progress = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  z-index: 40;
  height: 4px;
  width: 100%;
  background: ${({ theme }) => theme.colors.tertiary};
  animation: grow 1.2s ease-out infinite;
  transform-origin: left;
  @keyframes grow {
    from {
      transform: scaleX(0.1);
    }
    to {
      transform: scaleX(1);
    }
  }
`;

const Main = styled.main`
  flex: 1;
  /* The footer starts below the fold: a page whose content arrives late (a remote's, data) never
     pushes a visible footer down (CLS ≤ 0.05). */
  min-height: 100vh;
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  padding: 1.25rem clamp(0.75rem, 3vw, 2rem) 3.5rem;
  & > [data-testid='breadcrumbs'] {
    margin-bottom: 1rem;
  }
`;

/** One frame for the seven layouts of LAYOUT-1; `layout` selects the variant (hero, sub-navigation). */
export function SiteLayout({ layout }: { layout: LayoutName }) {
  return (
    <SiteFrame layout={layout}>
      <Outlet />
    </SiteFrame>
  );
}

/**
 * The site's frame around a page: header, breadcrumbs, the layout's hero or sub-navigation, footer, and the drawer and
 * dialog of LAYOUT-4. The 404 page is framed by it too (`ErrorPage`), so a visitor on a wrong address keeps the
 * site's navigation.
 */
export function SiteFrame({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  useSiteLanguage();
  const route = useCurrentRoute();
  const navigation = useNavigation();
  const variant = layoutVariant(layout);
  const drawerOpen = useAtomValue(notificationsOpenAtom, { store: uiStore });
  const dialog = useAtomValue(contactDialogAtom, { store: uiStore });
  const background = route?.background ?? 'primary';

  return (
    <Page background={background} data-layout={layout} data-background={background} data-route={route?.localizedName}>
      <a className="skip" href="#contenu">
        {HOST_FR.frame.skipToContent}
      </a>
      {navigation.state === 'loading' ? <Progress role="progressbar" aria-label={HOST_FR.frame.pageLoading} /> : null}
      <Header />
      <Main id="contenu" tabIndex={-1}>
        {route ? <Breadcrumbs route={route} /> : null}
        {variant.hero ? <LayoutHero hero={variant.hero} /> : null}
        {variant.subNav ? <SubNav nav={variant.subNav} /> : null}
        <PageBody>{children}</PageBody>
      </Main>
      <Footer />
      <Suspense fallback={null}>
        {drawerOpen ? <NotificationsDrawer /> : null}
        {dialog.open ? <ContactDialog receiptUuid={dialog.receiptUuid} /> : null}
      </Suspense>
    </Page>
  );
}
