import styled from '@emotion/styled';
import { Link } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit';
import { mq, BREAKPOINTS } from 'shared-ui';
import { ThemeToggle } from '../../theme-mode/ThemeToggle';
import { GAME_LEGAL_LINE } from './legal-texts';

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
  { label: 'Mentions légales', to: ROUTE_PATHS['legal-notices'] },
  { label: 'Conditions de la Boutique', to: ROUTE_PATHS['shop-conditions'] },
  { label: 'Aide et FAQ', to: ROUTE_PATHS.faq },
  { label: 'Comment participer\u00a0?', to: ROUTE_PATHS['how-to-participate'] },
  { label: 'Produits éligibles', to: ROUTE_PATHS['eligible-products'] },
  { label: 'Contact', to: ROUTE_PATHS.contact },
];

export function Footer() {
  return (
    <Foot>
      <div className="inner">
        <div>
          <p className="brand">La Grande Boutique</p>
          <p>Vos achats de pâtes se transforment en étoiles, vos étoiles en cadeaux.</p>
        </div>
        <nav aria-label="Liens légaux et aide">
          <ul>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <ThemeToggle />
      </div>
      <p className="legal">
        {GAME_LEGAL_LINE} Pour votre santé, mangez au moins cinq fruits et légumes par jour. www.mangerbouger.fr
      </p>
    </Foot>
  );
}
