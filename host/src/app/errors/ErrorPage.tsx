import styled from '@emotion/styled';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Spec §2: 404 shows 'Page Not Found'; any other status 'Internal Server Error' (500 by default). */
export function errorView(error: unknown): { status: number; title: string; path?: string } {
  if (isRouteErrorResponse(error)) {
    const path = (error.data as { path?: string } | undefined)?.path;
    if (error.status === 404) return { status: 404, title: 'Page Not Found', path };
    return { status: error.status >= 400 ? error.status : 500, title: 'Internal Server Error', path };
  }
  return { status: 500, title: 'Internal Server Error' };
}

const Wrapper = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 2rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.pagePrimary};
  color: #fff;
  h1 {
    font-family: ${({ theme }) => theme.font.display};
    font-size: clamp(2rem, 6vw, 3.5rem);
    margin: 0.25rem 0 1rem;
  }
  code {
    background: rgba(0, 0, 0, 0.25);
    padding: 0.2rem 0.5rem;
    border-radius: 6px;
    word-break: break-all;
  }
  a {
    color: #fff;
    font-weight: bold;
  }
`;

export function ErrorView({ status, title, path }: { status: number; title: string; path?: string }) {
  return (
    <Wrapper data-testid="error-page" data-status={status}>
      <div>
        <p aria-hidden="true" style={{ fontSize: '4rem', margin: 0, fontWeight: 900 }}>
          {status}
        </p>
        <h1>{title}</h1>
        {status === 404 ? (
          <p>
            La page <code data-testid="error-path">{path}</code> n'existe pas ou n'existe plus.
          </p>
        ) : (
          <p>Une erreur est survenue de notre côté. Nous en avons été informés.</p>
        )}
        <p>
          <a href="/">Retour à l'accueil</a>
        </p>
      </div>
    </Wrapper>
  );
}

/** The full-page view for unmatched routes and unhandled errors (root ErrorBoundary). */
export function ErrorPage() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error('[host] unhandled error', error);
  return <ErrorView {...errorView(error)} />;
}
