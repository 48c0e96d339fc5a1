import styled from '@emotion/styled';
import { Link } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit';
import { BREAKPOINTS, mq } from 'shared-ui';

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

/** The brand mark: a star badge with a fusilli twist (the star is the site's currency). */
export function Logo() {
  return (
    <LogoLink to={ROUTE_PATHS.index} aria-label="La Grande Boutique, retour à l'accueil" data-testid="logo">
      <svg width="46" height="46" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <circle cx="50" cy="50" r="47" fill="#c8102e" />
        <circle cx="50" cy="50" r="40" fill="none" stroke="#ffd23f" strokeWidth="3" strokeDasharray="4 5" />
        <path d="M50 18l9.4 19 21 3-15.2 14.8 3.6 20.9L50 65.8 31.2 75.7l3.6-20.9L19.6 40l21-3z" fill="#ffd23f" />
        <path d="M36 84q7-8 14 0t14 0" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <span className="words">
        La Grande Boutique
        <small>Le club fidélité des pâtes</small>
      </span>
    </LogoLink>
  );
}
