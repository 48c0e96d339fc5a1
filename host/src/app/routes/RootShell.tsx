import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { Outlet } from 'react-router';
import { confettiTile, MESSAGES_FR } from 'shared-ui';
import { NewVersionPrompt } from '../build-version/NewVersionPrompt';
import { browserChunkReloadDeps, reloadForChunkError } from '../chunk-reload/chunk-reload-guard';
import { reportError } from '../error-reporting/report-error';
import { ConnectionBanner } from '../connectivity/ConnectionBanner';
import { ErrorView } from '../errors/ErrorPage';
import { listenForFatalErrors } from '../errors/fatal-errors';
import { DocumentMeta } from '../metadata/DocumentMeta';
import { ScrollManager } from '../scroll/ScrollManager';
import { SiteBehaviours } from '../shell/SiteBehaviours';
import { useSiteRuntime } from 'shared-ui';
import { Toaster } from '../toasts/Toaster';
import { HOST_FR } from '../../messages/fr';
import { PageLoadedReads } from './PageLoadedReads';
import { useSiteLanguage } from 'shared-ui/i18n';

/** Root of every route: the site-wide behaviours (scroll, metadata, toasts, session, errors). */
export function RootShell() {
  useSiteLanguage();
  const { clock } = useSiteRuntime();
  const [fatal, setFatal] = useState<Error | null>(null);

  useEffect(
    () =>
      listenForFatalErrors({
        onFatal: (error) => {
          reportError(error, { component: 'window.onerror' });
          setFatal(error);
        },
        onChunkError: (error) => {
          if (!reloadForChunkError(browserChunkReloadDeps(clock))) setFatal(error);
        },
        onRejection: (reason) => reportError(reason, { component: 'unhandledrejection' }),
      }),
    [clock],
  );

  // PAGE-ERROR-2: a fatal or unhandled application error leads to the full-page error view.
  if (fatal) return <ErrorView status={500} title={MESSAGES_FR.internalServerError} />;

  return (
    <PageLoadedReads>
      <SiteBehaviours />
      <ConnectionBanner />
      <ScrollManager />
      <DocumentMeta />
      <Outlet />
      <Toaster />
      <NewVersionPrompt />
    </PageLoadedReads>
  );
}

const Splash = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  background-color: ${({ theme }) => theme.colors.pagePrimary};
  background-image: ${({ theme }) => confettiTile('on-primary', theme.confettiOpacity)};
  color: ${({ theme }) => theme.colors.onPagePrimary};
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.4rem;
`;

/** Shown while the first page's code loads. */
export function StartupFallback() {
  useSiteLanguage();
  return (
    <Splash role="status" aria-live="polite">
      {HOST_FR.frame.starting}
    </Splash>
  );
}
