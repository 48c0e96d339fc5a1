export * from './theme/theme';
export { confettiTile, type ConfettiVariant } from './theme/confetti';
export { PageHeading, PageIntro, Card } from './components/PageHeading';
export { Button, buttonLook, type ButtonLook, type ButtonSize, type ButtonVariant } from './components/Button';
export { Grid } from './components/Grid';
export { ButtonLink } from './components/ButtonLink';
export { pillLink } from './components/pill';
export { useNetworkGuard, describedBy, type NetworkGuard } from './components/network-guard';
export { useHydrated, useKitInstanceTag } from './components/use-hydrated';
export { globalStyles } from './theme/global-styles';
export {
  NavigationProvider,
  Link,
  Navigate,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavigateOptions,
  type SiteLocation,
  type SiteNavigation,
  type SetSearchParams,
} from './navigation/navigation';
export { pageSubjectAtom, usePageSubject } from './navigation/page-subject';
export * from './state/ui-jotai';
export { kitStatusAtom, type KitStatus } from './state/kit-status';
export { SiteRuntimeProvider, useSiteRuntime } from './runtime/site-runtime';
export { LoadedReadsProvider, loadReads, pageRead, useLoaded, type PageRead } from './runtime/loaded-reads';
export { siteKitFrom, type KitSource } from './runtime/site-kit';
export { lazyFacade, type LazySource } from './runtime/lazy-facade';
export {
  KIT_RETRY_MS,
  lifecycleKitFrom,
  startKitSessionOwner,
  syncKitSession,
  type KitSessionOwner,
  type LifecycleKit,
  type LifecycleSession,
} from './kit-session/kit-lifecycle';
export {
  readFormDraft,
  writeFormDraft,
  clearFormDraft,
  clearAllFormDrafts,
  FORM_DRAFT_PREFIX,
  type DraftKeeping,
} from './state/form-drafts';
// Logout clears what the receipt capture keeps; importing the store here leaves the capture itself out of the page.
export { clearPendingReceiptBatches } from './receipt-capture/state/clear-pending-batches';
export {
  browserOnlineAtom,
  providerReachableAtom,
  connectionNoticeAtom,
  watchConnectivity,
  useOffline,
  type ConnectionNotice,
} from './state/connectivity';
export {
  showToast,
  dismissToast,
  clearToasts,
  runToastAction,
  toastsAtom,
  TOAST_DEFAULT_MS,
  type Toast,
  type ToastAction,
  type ToastKind,
} from './toasts/toasts';
export { MESSAGES_FR, starsLabel } from './messages/fr';
export { kitErrorMessage } from './messages/kit-error-message';
export {
  trackConversion,
  pageConversionQueue,
  CONVERSION_CALLBACK_TIMEOUT_MS,
  type ConversionEvent,
  type ConversionQueue,
} from './tracking/track-conversion';
