import styled from '@emotion/styled';
import { Link } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit/core';
import { BREAKPOINTS, mq } from 'shared-ui';
import { LogoMark } from './LogoMark';
import { HOST_FR } from '../../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.primary};
  font-family: ${({ theme }) => theme.font.display};
  line-height: 1;
  .words {
    display: grid;
    font-size: 1.3rem;
    font-weight: 900;
    letter-spacing: -0.01em;
    white-space: nowrap;
    ${mq.down(BREAKPOINTS.xs)} {
      font-size: 1.05rem;
    }
    /* Below 420 px the badge alone leaves room for the stars, the basket and the menu. */
    @media (max-width: 419.98px) {
      display: none;
    }
    /* From the large breakpoint to 1440 px the full navigation needs the room: the badge stays. */
    @media (min-width: ${BREAKPOINTS.md}px) and (max-width: 1439.98px) {
      display: none;
    }
  }
  .words small {
    font-family: ${({ theme }) => theme.font.body};
    font-size: 0.72rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-top: 0.2rem;
    ${mq.down(BREAKPOINTS.xs)} {
      display: none;
    }
  }
`;

/** The brand mark and the site's name, a link home. */
export function Logo() {
  useSiteLanguage();
  return (
    <LogoLink to={ROUTE_PATHS.index} aria-label={HOST_FR.logo.label} data-testid="logo">
      <LogoMark />
      <span className="words">
        {HOST_FR.logo.name}
        <small>{HOST_FR.logo.tagline}</small>
      </span>
    </LogoLink>
  );
}
