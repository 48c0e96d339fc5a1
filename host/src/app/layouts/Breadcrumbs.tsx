import styled from '@emotion/styled';
import { Link } from 'react-router';
import type { RouteDef } from '../routes/route-table';
import { BREADCRUMB_LINKS } from './breadcrumb-links';

const Nav = styled.nav`
  font-size: 0.95rem;
  font-weight: 700;
  ol {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35rem;
    list-style: none;
    margin: 0;
    padding: 0.35rem 0.9rem;
    border-radius: 999px;
    background: rgba(0, 0, 0, 0.16);
  }
  li + li::before {
    content: '›';
    margin-right: 0.35rem;
    opacity: 0.75;
  }
  a {
    color: inherit;
    text-underline-offset: 3px;
  }
`;

/** LAYOUT-3, "Accueil" first. */
export function Breadcrumbs({ route }: { route: RouteDef }) {
  if (route.breadcrumb.length === 0) return null;
  const trail = ['Accueil', ...route.breadcrumb];
  return (
    <Nav aria-label="Fil d'Ariane" data-testid="breadcrumbs">
      <ol>
        {trail.map((title, index) => {
          const last = index === trail.length - 1;
          const to = BREADCRUMB_LINKS[title];
          return (
            <li key={`${title}-${index}`}>
              {last || !to ? (
                <span aria-current={last ? 'page' : undefined}>{title}</span>
              ) : (
                <Link to={to}>{title}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </Nav>
  );
}
