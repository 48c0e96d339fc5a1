import styled from '@emotion/styled';
import { Link } from 'react-router';
import type { RouteDef } from '../routes/route-table';
import { BREADCRUMB_LINKS } from './breadcrumb-links';

const Nav = styled.nav`
  font-size: 0.9rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '›';
    margin-right: 0.35rem;
    opacity: 0.7;
  }
  a {
    color: inherit;
  }
`;

/** Spec §2 breadcrumb titles, "Accueil" first. */
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
              {last || !to ? <span aria-current={last ? 'page' : undefined}>{title}</span> : <Link to={to}>{title}</Link>}
            </li>
          );
        })}
      </ol>
    </Nav>
  );
}
