import { Outlet } from 'react-router';
import styled from '@emotion/styled';

/** Root of every route: site-wide behaviours hang here (scroll, metadata, toasts: shell issue). */
export function RootShell() {
  return <Outlet />;
}

const Splash = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.pagePrimary};
  color: #fff;
  font-family: ${({ theme }) => theme.font.display};
`;

/** Shown while the first page's code loads. */
export function StartupFallback() {
  return (
    <Splash role="status" aria-live="polite">
      La Grande Boutique se prépare…
    </Splash>
  );
}
