import { useEffect } from 'react';
import styled from '@emotion/styled';
import { Link, NavLink, Outlet, useNavigation } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit';
import { mq, MOBILE_SWITCH } from 'shared-ui';
import type { LayoutName } from '../routes/route-table';
import { Breadcrumbs } from './Breadcrumbs';
import { useCurrentRoute } from './route-meta';

const Page = styled.div<{ background: 'primary' | 'tertiary' }>`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme, background }) =>
    background === 'primary' ? theme.colors.pagePrimary : theme.colors.pageTertiary};
`;

const Header = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  position: sticky;
  top: 0;
  z-index: 10;
  .bar {
    max-width: 1280px;
    margin: 0 auto;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.75rem 1rem;
  }
  .logo {
    font-family: ${({ theme }) => theme.font.display};
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
    font-size: 1.25rem;
  }
  nav ul {
    display: flex;
    gap: 1rem;
    list-style: none;
    margin: 0;
    padding: 0;
    ${mq.down(MOBILE_SWITCH)} {
      gap: 0.6rem;
      font-size: 0.9rem;
      flex-wrap: wrap;
    }
  }
  nav a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  nav a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Progress = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  height: 3px;
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
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  padding: 1.25rem 1rem 3rem;
  color: #fff;
  & > [data-testid='breadcrumbs'] {
    margin-bottom: 1rem;
  }
`;

const Footer = styled.footer`
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  padding: 1.5rem 1rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 1.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    color: inherit;
  }
`;

/** One layout component for the seven layouts of spec §2; `layout` selects the variant. */
export function SiteLayout({ layout }: { layout: LayoutName }) {
  const route = useCurrentRoute();
  const navigation = useNavigation();

  useEffect(() => {
    if (route) document.title = `${route.title} · La Grande Boutique`;
  }, [route]);

  return (
    <Page background={route?.background ?? 'primary'} data-layout={layout} data-route={route?.localizedName}>
      {navigation.state === 'loading' ? <Progress role="progressbar" aria-label="Chargement de la page" /> : null}
      <Header>
        <div className="bar">
          <Link className="logo" to={ROUTE_PATHS.index}>
            La Grande Boutique
          </Link>
          <nav aria-label="Navigation principale">
            <ul>
              <li>
                <NavLink to={ROUTE_PATHS['how-to-participate']}>Comment participer ?</NavLink>
              </li>
              <li>
                <NavLink to={ROUTE_PATHS['game-4']}>Le Jeu</NavLink>
              </li>
              <li>
                <NavLink to={ROUTE_PATHS.shop}>La Grande Boutique</NavLink>
              </li>
              <li>
                <NavLink to={ROUTE_PATHS.auth}>Connexion</NavLink>
              </li>
            </ul>
          </nav>
        </div>
      </Header>
      <Main id="contenu">
        {route ? <Breadcrumbs route={route} /> : null}
        <Outlet />
      </Main>
      <Footer>
        <ul>
          <li>
            <Link to={ROUTE_PATHS['legal-notices']}>Mentions légales</Link>
          </li>
          <li>
            <Link to={ROUTE_PATHS['shop-conditions']}>Conditions de la Boutique</Link>
          </li>
          <li>
            <Link to={ROUTE_PATHS.faq}>Aide et FAQ</Link>
          </li>
          <li>
            <Link to={ROUTE_PATHS['eligible-products']}>Produits éligibles</Link>
          </li>
          <li>
            <Link to={ROUTE_PATHS.contact}>Contact</Link>
          </li>
        </ul>
      </Footer>
    </Page>
  );
}
