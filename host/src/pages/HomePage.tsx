import styled from '@emotion/styled';
import { Link } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit/core';
import { BREAKPOINTS, Grid, mq, PageIntro } from 'shared-ui';
import { Art, type ArtName } from '../app/layouts/Art';
import { useShellKitInstanceTag } from '../app/shell/shell-context';
import { GameTeaser } from './parts/GameTeaser';
import { HOME_FR } from './texts/home.fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Home = styled.div`
  display: grid;
  gap: clamp(1.5rem, 4vw, 3rem);
  h2 {
    margin: 0 0 0.5rem;
    font-family: ${({ theme }) => theme.font.display};
    font-size: clamp(1.5rem, 3.5vw, 2.2rem);
  }
`;

const Shop = styled.section`
  display: grid;
  gap: 1.5rem;
  padding: clamp(1.5rem, 4vw, 2.5rem);
  border-radius: 28px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow};
  ${mq.up(BREAKPOINTS.sm)} {
    grid-template-columns: auto 1fr;
    align-items: center;
  }
  h2 {
    color: ${({ theme }) => theme.colors.primary};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    margin-top: 1rem;
  }
  .actions a {
    display: inline-flex;
    padding: 0.75rem 1.5rem;
    border-radius: 999px;
    font-weight: 800;
    text-decoration: none;
    box-shadow: 0 4px 0 rgba(0, 0, 0, 0.18);
  }
  .primary {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
  .secondary {
    background: ${({ theme }) => theme.colors.tertiary};
    color: ${({ theme }) => theme.colors.tertiaryContrast};
  }
`;

const Steps = styled(Grid)`
  margin: 0;
  li {
    border-radius: 20px;
    /* Solid, in the theme's card colours: no confetti under the words, a dark card in the dark theme. */
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-align: center;
  }
  h3 {
    margin: 0.5rem 0 0.35rem;
    font-family: ${({ theme }) => theme.font.display};
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0;
  }
`;

const STEP_ARTS: Record<keyof typeof HOME_FR.steps, ArtName> = { buy: 'pasta', declare: 'receipt', enjoy: 'gift' };

/** Home (ROUTE-1): the game banner from the schedule, then the shop and declaration calls to action. */
export default function HomePage() {
  useSiteLanguage();
  // The kit the page sees (the one-kit check of the e2e suite). Not in server HTML: a per-process
  // random id would not match the browser's, so it appears after hydration, once the kit is loaded.
  const kitInstanceId = useShellKitInstanceTag();
  return (
    <Home data-testid="index" data-kit-instance={kitInstanceId}>
      <GameTeaser />
      <Shop aria-labelledby="home-shop-title">
        <Art name="gift" size={150} />
        <div>
          <h2 id="home-shop-title">{HOME_FR.shopTitle}</h2>
          <p>{HOME_FR.shopText}</p>
          <div className="actions">
            <Link className="primary" to={ROUTE_PATHS.shop}>
              {HOME_FR.discoverShop}
            </Link>
            <Link className="secondary" to={ROUTE_PATHS['shop-declare']}>
              {HOME_FR.declare}
            </Link>
          </div>
        </div>
      </Shop>
      <section aria-labelledby="home-steps-title">
        <PageIntro>
          <h2 id="home-steps-title">{HOME_FR.stepsTitle}</h2>
        </PageIntro>
        <Steps as="ol" columns={3}>
          {Object.entries(STEP_ARTS).map(([key, art]) => {
            const step = HOME_FR.steps[key as keyof typeof STEP_ARTS];
            return (
              <li key={key}>
                <Art name={art} size={88} />
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            );
          })}
        </Steps>
      </section>
    </Home>
  );
}
