import styled from '@emotion/styled';
import { Card, PageHeading } from 'shared-ui';
import type { RouteDef } from '../app/routes/route-table';
import { routeTitle } from '../app/routes/route-texts';
import type { PageComponent } from '../app/remotes/remote-unavailable-error';
import { HOST_FR } from '../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Lines = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-top: 1rem;
  span {
    display: block;
    height: 1rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  span:nth-of-type(2) {
    width: 85%;
  }
  span:nth-of-type(3) {
    width: 60%;
  }
`;

/**
 * What the server draws where a remote's page goes: the layout is already the site's,
 * the page's place is held with its title until the remote arrives and the browser renders it.
 */
export function remotePageSkeleton(route: RouteDef): PageComponent {
  function RemotePageSkeleton() {
    useSiteLanguage();
    return (
      <Card aria-busy="true" aria-labelledby="page-skeleton-title" data-testid="remote-page-skeleton">
        <PageHeading id="page-skeleton-title">{routeTitle(route)}</PageHeading>
        <Lines aria-hidden="true">
          <span />
          <span />
          <span />
        </Lines>
        <p role="status">{HOST_FR.remote.loadingPage}</p>
      </Card>
    );
  }
  RemotePageSkeleton.displayName = `RemotePageSkeleton(${route.localizedName})`;
  return RemotePageSkeleton;
}
