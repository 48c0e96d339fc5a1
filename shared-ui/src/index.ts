export * from './theme/theme';
export { PageHeading, Card } from './components/PageHeading';
export { pendingPage } from './components/PendingPage';
export { globalStyles } from './theme/global-styles';
export { mountStandalone, type StandalonePage } from './standalone/mount-standalone';
