import styled from '@emotion/styled';
import { Link } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit';
import { BREAKPOINTS, Card, Grid, mq, PageHeading } from 'shared-ui';
import { Art, type ArtName } from '../app/layouts/Art';

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

const STEPS: Array<{ art: ArtName; title: string; text: string }> = [
  {
    art: 'pasta',
    title: 'J’achète',
    text: 'J’achète des produits éligibles de la marque, en magasin ou en ligne, et je garde mon ticket de caisse.',
  },
  {
    art: 'receipt',
    title: 'Je déclare',
    text: 'Je photographie mon ticket (JPG, PNG ou PDF, 8\u00a0Mo au total) depuis «\u00a0Déclarer mes achats\u00a0».',
  },
  {
    art: 'star',
    title: 'Je cumule',
    text: 'Une fois le ticket validé, mes étoiles s’ajoutent à mon solde, visible en haut de chaque page.',
  },
  {
    art: 'gift',
    title: 'Je me fais plaisir',
    text: 'J’échange mes étoiles contre des cadeaux dans La Grande Boutique, livrés chez moi gratuitement.',
  },
];

/** Comment participer ? (LAYOUT-1, how-to-participate layout): the steps of the programme and the game. */
export default function HowToParticipatePage() {
  return (
    <Card data-testid="how-to-participate" aria-labelledby="how-title">
      <PageHeading id="how-title">Comment participer&nbsp;?</PageHeading>
      <p>
        Quatre étapes pour transformer vos courses en cadeaux. L’inscription est gratuite et ne prend qu’une minute.
      </p>
      <Steps as="ol" columns={2}>
        {STEPS.map((step) => (
          <li key={step.title} data-testid="participation-step">
            <Art name={step.art} size={72} />
            <h2>{step.title}</h2>
            <p>{step.text}</p>
          </li>
        ))}
      </Steps>
      <h2>Et pour le jeu&nbsp;?</h2>
      <p>
        Pendant la période du jeu, saisissez le code unique trouvé dans votre paquet puis ajoutez votre ticket de caisse
        {'\u00a0'}: le résultat s’affiche dans la foulée. Toutes les réponses à vos questions sont dans l’
        <Link to={ROUTE_PATHS.faq}>aide et FAQ</Link>.
      </p>
      <p>
        <Link to={ROUTE_PATHS['auth-signup']}>Créer mon compte</Link> ·{' '}
        <Link to={ROUTE_PATHS['eligible-products']}>Voir les produits éligibles</Link>
      </p>
    </Card>
  );
}
