import type { ComponentType } from 'react';
import type { Kit } from 'shared-kit';
import { Card, PageHeading } from './PageHeading';

/**
 * A page whose feature is not built yet: it names itself and says so plainly, so nothing
 * looks finished that is not (the feature issues replace each one).
 */
export function pendingPage(title: string, testId: string, kit: Kit): ComponentType {
  function PendingPage() {
    return (
      <Card data-testid={testId} data-kit-instance={kit.instanceId} aria-labelledby={`${testId}-title`}>
        <PageHeading id={`${testId}-title`}>{title}</PageHeading>
        <p>Cette page sera bientôt disponible.</p>
      </Card>
    );
  }
  PendingPage.displayName = `PendingPage(${testId})`;
  return PendingPage;
}
