import { useEffect } from 'react';
import styled from '@emotion/styled';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isPageNotFoundError } from 'shared-kit/core';
import { buttonLook, confettiTile, MESSAGES_FR } from 'shared-ui';
import { reportError } from '../error-reporting/report-error';
import { ChunkReloading } from './ChunkReloading';
import { ErrorCode } from './ErrorCode';
import { NotFoundView } from './NotFoundView';
import { useChunkReload } from './use-chunk-reload';
import { HOST_FR } from '../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

export interface ErrorViewProps {
  status: number;
  title: string;
  path?: string;
}

/** PAGE-ERROR-2: 404 shows 'Page Not Found'; any other status 'Internal Server Error' (500 by default). */
export function errorView(error: unknown): ErrorViewProps {
  // A remote page that found nothing to show (an unknown uuid) throws the shared contract's 404.
  if (isPageNotFoundError(error)) return { status: 404, title: MESSAGES_FR.pageNotFound, path: error.path };
  if (isRouteErrorResponse(error)) {
    const path = (error.data as { path?: string } | undefined)?.path;
    if (error.status === 404) return { status: 404, title: MESSAGES_FR.pageNotFound, path };
    return { status: error.status >= 400 ? error.status : 500, title: MESSAGES_FR.internalServerError, path };
  }
  return { status: 500, title: MESSAGES_FR.internalServerError };
}

const Wrapper = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 2rem 1rem;
  text-align: center;
  background-color: ${({ theme }) => theme.colors.pagePrimary};
  background-image: ${({ theme }) => confettiTile('on-primary', theme.confettiOpacity)};
  color: ${({ theme }) => theme.colors.onPagePrimary};
  /* Solid: the confetti never runs under the words. */
  .card {
    max-width: 640px;
    padding: clamp(1.5rem, 5vw, 3rem);
    border-radius: 24px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  .status {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: clamp(4rem, 16vw, 8rem);
    line-height: 1;
    color: ${({ theme }) => theme.colors.primary};
  }
  h1 {
    font-family: ${({ theme }) => theme.font.display};
    font-size: clamp(2rem, 6vw, 3.2rem);
    margin: 0.25rem 0 0.5rem;
  }
  p {
    font-size: 1.1rem;
  }
  .error-code {
    margin: 0 0 1rem;
    font-size: 1rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const HomeLink = styled.a`
  ${({ theme }) => buttonLook({ theme, variant: 'primary' })}
  margin-top: 0.5rem;
`;

/**
 * The full-page view of a failure (PAGE-ERROR-2): nothing of the site's frame, which may be what failed. A French
 * heading, the error's own title (the spec's English) on the line below.
 */
export function ErrorView({ status, title }: Omit<ErrorViewProps, 'path'>) {
  useSiteLanguage();
  const heading = HOST_FR.errors.serverErrorTitle;
  useEffect(() => {
    document.title = HOST_FR.errors.documentTitle(heading);
  }, [heading]);
  return (
    <Wrapper data-testid="error-page" data-status={status}>
      <div className="card">
        <p className="status" aria-hidden="true">
          {status}
        </p>
        <h1>{heading}</h1>
        <ErrorCode status={status} title={title} />
        <p>{HOST_FR.errors.serverError}</p>
        {/* A full page load: after an unhandled error nothing in memory can be trusted. */}
        <HomeLink href="/">{HOST_FR.errors.home}</HomeLink>
      </div>
    </Wrapper>
  );
}

/** The full-page view for unmatched routes and unhandled errors (root ErrorBoundary). */
export function ErrorPage() {
  useSiteLanguage();
  const error = useRouteError();
  const view = errorView(error);
  // A chunk that vanished with a deploy can also fail outside a page route (the drawer, the
  // contact dialog): DEPLOY-1 reloads once rather than showing a 500.
  const reloading = useChunkReload(error);
  useEffect(() => {
    if (!reloading && view.status !== 404) reportError(error, { component: 'ErrorPage', status: view.status });
  }, [error, view.status, reloading]);
  if (reloading) return <ChunkReloading />;
  // A wrong address is no failure of the site: the 404 keeps the header, the footer and the way around.
  if (view.status === 404) return <NotFoundPage path={view.path} />;
  return <ErrorView {...view} />;
}

function NotFoundPage({ path }: { path?: string }) {
  useSiteLanguage();
  useEffect(() => {
    document.title = HOST_FR.errors.documentTitle(HOST_FR.errors.notFoundTitle);
  }, []);
  return <NotFoundView path={path} />;
}
