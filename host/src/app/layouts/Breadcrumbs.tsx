import styled from '@emotion/styled';
import { Link } from 'react-router';
import type { RouteDef } from '../routes/route-table';
import { breadcrumbTrail } from '../routes/route-texts';
import { BREADCRUMB_LINKS } from './breadcrumb-links';
import { HOST_FR } from '../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

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
    /* The band's colour a shade darker, solid: no confetti under the trail. */
    background: linear-gradient(rgba(0, 0, 0, 0.16), rgba(0, 0, 0, 0.16)), var(--page-band, transparent);
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
  useSiteLanguage();
  if (route.breadcrumb.length === 0) return null;
  const trail = breadcrumbTrail(route);
  return (
    <Nav aria-label={HOST_FR.frame.breadcrumbs} data-testid="breadcrumbs">
      <ol>
        {trail.map(({ source, text }, index) => {
          const last = index === trail.length - 1;
          const to = BREADCRUMB_LINKS[source];
          return (
            <li key={`${source}-${index}`}>
              {last || !to ? <span aria-current={last ? 'page' : undefined}>{text}</span> : <Link to={to}>{text}</Link>}
            </li>
          );
        })}
      </ol>
    </Nav>
  );
}
