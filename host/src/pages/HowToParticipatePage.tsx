import styled from '@emotion/styled';
import { Link } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit/core';
import { BREAKPOINTS, Card, Grid, mq, PageHeading } from 'shared-ui';
import { Art, type ArtName } from '../app/layouts/Art';
import { HOW_TO_FR } from './texts/how-to-participate.fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Steps = styled(Grid)`
  counter-reset: step;
  margin-bottom: 1.5rem;
  ${mq.up(BREAKPOINTS.md)} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    position: relative;
    padding: 1.5rem 1.25rem 1.25rem;
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    position: absolute;
    top: -0.9rem;
    left: 1rem;
    display: grid;
    place-items: center;
    width: 2.2rem;
    height: 2.2rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
    font-family: ${({ theme }) => theme.font.display};
  }
  h2 {
    margin: 0.5rem 0 0.35rem;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0;
  }
`;

const STEP_ARTS: Record<keyof typeof HOW_TO_FR.steps, ArtName> = {
  buy: 'pasta',
  declare: 'receipt',
  collect: 'star',
  enjoy: 'gift',
};

/** Comment participer ? (LAYOUT-1, how-to-participate layout): the steps of the programme and the game. */
export default function HowToParticipatePage() {
  useSiteLanguage();
  return (
    <Card data-testid="how-to-participate" aria-labelledby="how-title">
      <PageHeading id="how-title">{HOW_TO_FR.title}</PageHeading>
      <p>{HOW_TO_FR.intro}</p>
      <Steps as="ol" columns={2}>
        {Object.entries(STEP_ARTS).map(([key, art]) => {
          const step = HOW_TO_FR.steps[key as keyof typeof STEP_ARTS];
          return (
            <li key={key} data-testid="participation-step">
              <Art name={art} size={72} />
              <h2>{step.title}</h2>
              <p>{step.text}</p>
            </li>
          );
        })}
      </Steps>
      <h2>{HOW_TO_FR.gameTitle}</h2>
      <p>
        {HOW_TO_FR.game}
        <Link to={ROUTE_PATHS.faq}>{HOW_TO_FR.faqLink}</Link>.
      </p>
      <p>
        <Link to={ROUTE_PATHS['auth-signup']}>{HOW_TO_FR.signUp}</Link> ·{' '}
        <Link to={ROUTE_PATHS['eligible-products']}>{HOW_TO_FR.eligibleProducts}</Link>
      </p>
    </Card>
  );
}
