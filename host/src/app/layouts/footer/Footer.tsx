import styled from '@emotion/styled';
import { Link } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit/core';
import { mq, BREAKPOINTS } from 'shared-ui';
import { ThemeToggle } from '../../theme-mode/ThemeToggle';
import { HOST_FR } from '../../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Foot = styled.footer`
  background: ${({ theme }) => theme.colors.footer};
  color: ${({ theme }) => theme.colors.onFooter};
  border-top: 6px solid ${({ theme }) => theme.colors.tertiary};
  .inner {
    max-width: 1440px;
    margin: 0 auto;
    padding: 2rem clamp(1rem, 3vw, 2rem) 1.5rem;
    display: grid;
    gap: 1.5rem;
    grid-template-columns: 1fr;
    ${mq.up(BREAKPOINTS.sm)} {
      grid-template-columns: 1.2fr 2fr auto;
      align-items: start;
    }
  }
  .brand {
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.2rem;
    margin: 0 0 0.35rem;
  }
  p {
    margin: 0;
    opacity: 0.85;
    font-size: 0.95rem;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: 0.35rem 1.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    color: inherit;
    font-weight: 600;
    text-underline-offset: 3px;
  }
  .legal {
    max-width: 1440px;
    margin: 0 auto;
    padding: 0.9rem clamp(1rem, 3vw, 2rem) 1.5rem;
    border-top: 1px solid rgba(255, 255, 255, 0.15);
    font-size: 0.85rem;
    opacity: 0.8;
  }
`;

const LINKS = [
  { label: () => HOST_FR.nav.legalNotices, to: ROUTE_PATHS['legal-notices'] },
  { label: () => HOST_FR.nav.shopConditions, to: ROUTE_PATHS['shop-conditions'] },
  { label: () => HOST_FR.nav.faq, to: ROUTE_PATHS.faq },
  { label: () => HOST_FR.nav.howToParticipate, to: ROUTE_PATHS['how-to-participate'] },
  { label: () => HOST_FR.nav.eligibleProducts, to: ROUTE_PATHS['eligible-products'] },
  { label: () => HOST_FR.nav.contact, to: ROUTE_PATHS.contact },
];

export function Footer() {
  useSiteLanguage();
  return (
    <Foot>
      <div className="inner">
        <div>
          <p className="brand">{HOST_FR.footer.brand}</p>
          <p>{HOST_FR.footer.pitch}</p>
        </div>
        <nav aria-label={HOST_FR.footer.links}>
          <ul>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label()}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <ThemeToggle />
      </div>
      <p className="legal">
        {HOST_FR.footer.gameLegal} {HOST_FR.footer.health}
      </p>
    </Foot>
  );
}
