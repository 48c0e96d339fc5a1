import styled from '@emotion/styled';
import { NavLink } from 'react-router';
import { pillLink } from 'shared-ui';
import type { LayoutVariant } from './layout-variants';

const Tabs = styled.nav`
  margin: 0 0 1.25rem;
  /* The tabs wrap onto a second line on a phone: a strip scrolling sideways hid the last tabs with no hint. */
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    ${pillLink}
    padding: 0.55rem 1rem;
    /* Solid: no confetti under the words. */
    background: #fff;
    color: #3a1208;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.tertiary};
    color: ${({ theme }) => theme.colors.tertiaryContrast};
  }
`;

/** Tabs of the authenticated-profile and authenticated-history layouts. */
export function SubNav({ nav }: { nav: NonNullable<LayoutVariant['subNav']> }) {
  return (
    <Tabs aria-label={nav.label} data-testid="layout-subnav">
      <ul>
        {nav.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Tabs>
  );
}
