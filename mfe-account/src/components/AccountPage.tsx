import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { useSiteLanguage } from 'shared-ui/i18n';
import { Card, PageHeading, useKitInstanceTag, useSiteRuntime } from 'shared-ui';

const Page = styled(Card)`
  max-width: 60rem;
  margin: 0 auto;
`;

/**
 * The root of every exposed page: its `data-testid` is the route name, `data-kit-instance` lets
 * the e2e singleton check see which kit the page uses.
 */
export function AccountPage({ route, title, children }: { route: string; title: string; children: ReactNode }) {
  useSiteLanguage();
  const titleId = `${route}-title`;
  return (
    <Page data-testid={route} data-kit-instance={useKitInstanceTag(useSiteRuntime().kit)} aria-labelledby={titleId}>
      <PageHeading id={titleId}>{title}</PageHeading>
      {children}
    </Page>
  );
}
