import { useEffect, useRef } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit/core';
import { pageConversionQueue, trackConversion, useSiteRuntime } from 'shared-ui';
import { reportRouteChange } from '../error-reporting/report-error';
import { useCurrentRoute } from '../layouts/route-meta';
import { handleUnauthorized } from '../session/logout-flow';
import { useShell } from './shell-context';
import { useSiteLanguage } from 'shared-ui/i18n';

/** Session-wide reactions of the shell (GUARD-3, AUTH-4, KIT-2, SESSION-2). */
export function SiteBehaviours() {
  useSiteLanguage();
  const { bus } = useSiteRuntime();
  const { session, kitOwner } = useShell();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // The bus listener below outlives renders; it reads the latest revalidate through this ref.
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  });
  const route = useCurrentRoute();

  useEffect(
    () =>
      bus.on('session:unauthorized', () => {
        void handleUnauthorized({
          session,
          kitOwner,
          navigateHome: () => void navigate(ROUTE_PATHS.index),
          reload: () => window.location.reload(),
        });
      }),
    [bus, session, kitOwner, navigate],
  );

  // A login or logout re-runs the guards of the page on screen (the kit follows through its owner, see bootstrap).
  useEffect(() => bus.on('session:changed', () => void revalidate.current()), [bus]);

  const routePattern = route?.path;
  useEffect(() => {
    if (routePattern) reportRouteChange(routePattern);
  }, [routePattern]);

  // A completed order is a conversion; nothing waits on the tag (1 s at most, TRACK-1). Counted by the tab that
  // ordered: the visitor's other tabs hear of it too, to show it.
  useEffect(
    () =>
      bus.on('order:completed', ({ orderedCouponIdentifiers }, origin) => {
        if (origin === 'other-tab') return;
        void trackConversion(
          { event: 'order_completed', items: orderedCouponIdentifiers.length },
          pageConversionQueue(),
        );
      }),
    [bus],
  );

  return null;
}
