import styled from '@emotion/styled';
import { Link } from 'react-router';
import { ROUTE_PATHS, type RouteName } from 'shared-kit/core';
import { Card, MESSAGES_FR } from 'shared-ui';
import { SiteFrame } from '../layouts/SiteLayout';
import { routeTitle } from '../routes/route-texts';
import { HOST_FR } from '../../messages/fr';
import { ErrorCode } from './ErrorCode';
import { useSiteLanguage } from 'shared-ui/i18n';

const Box = styled(Card)`
  max-width: 44rem;
  margin: 1rem auto 0;
  .status {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: clamp(3rem, 12vw, 5rem);
    line-height: 1;
    color: ${({ theme }) => theme.colors.primary};
  }
  h1 {
    font-family: ${({ theme }) => theme.font.display};
    font-size: clamp(1.8rem, 5vw, 2.6rem);
    margin: 0.25rem 0 0;
  }
  .error-code {
    margin: 0 0 1rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  code {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    padding: 0.1rem 0.4rem;
    border-radius: 6px;
    word-break: break-all;
  }
  ul {
    display: grid;
    gap: 0.4rem;
    margin: 0.75rem 0 0;
    padding-left: 1.2rem;
  }
  a {
    font-weight: 700;
  }
`;

/** Where a visitor on a wrong address most likely wanted to go. */
const USEFUL_PAGES: readonly RouteName[] = ['index', 'shop', 'eligible-products', 'how-to-participate', 'faq'];

/**
 * PAGE-ERROR-1 inside the site's frame: a French page (« Page introuvable »), the spec's title of the error (« Page Not
 * Found ») on a line of its own marked as English for screen readers, then what happened and where to go, with the
 * header and footer still there.
 */
export function NotFoundView({ path }: { path?: string }) {
  useSiteLanguage();
  return (
    <SiteFrame layout="default">
      <Box data-testid="error-page" data-status={404} aria-labelledby="not-found-title">
        <p className="status" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">{HOST_FR.errors.notFoundTitle}</h1>
        <ErrorCode status={404} title={MESSAGES_FR.pageNotFound} />
        <p>
          {HOST_FR.errors.notFoundBefore}
          <code data-testid="error-path">{path}</code>
          {HOST_FR.errors.notFoundAfter}
        </p>
        <p>{HOST_FR.errors.notFoundHelp}</p>
        <nav aria-label={HOST_FR.errors.notFoundLinks}>
          <ul>
            {USEFUL_PAGES.map((name) => (
              <li key={name}>
                <Link to={ROUTE_PATHS[name]}>{routeTitle({ name })}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </Box>
    </SiteFrame>
  );
}
