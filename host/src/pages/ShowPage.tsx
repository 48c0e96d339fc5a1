import styled from '@emotion/styled';
import { Link } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit';
import { Card, Grid, PageHeading } from 'shared-ui';
import { Art, type ArtName } from '../app/layouts/Art';

const Tiles = styled(Grid)`
  li {
    text-align: center;
  }
  h2 {
    margin: 0.5rem 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.2rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const TILES: Array<{ art: ArtName; title: string; text: string; to: string; link: string }> = [
  {
    art: 'star',
    title: 'Les étoiles',
    text: 'La monnaie du programme\u00a0: gagnées à chaque achat déclaré.',
    to: ROUTE_PATHS['how-to-participate'],
    link: 'Comment en gagner',
  },
  {
    art: 'gift',
    title: 'Les cadeaux',
    text: 'Des goodies aux couleurs de la marque, livrés gratuitement.',
    to: ROUTE_PATHS['shop-limited'],
    link: 'Voir la boutique',
  },
  {
    art: 'ticket',
    title: 'Le jeu',
    text: 'Un code dans votre paquet, un ticket, et peut-être un gros lot.',
    to: ROUTE_PATHS.index,
    link: 'Voir le jeu',
  },
];

/** /show: the programme at a glance (ROUTE-1 lists the path; its purpose is not given). */
export default function ShowPage() {
  return (
    <Card data-testid="show" aria-labelledby="show-title">
      <PageHeading id="show-title">La Grande Boutique en images</PageHeading>
      <p>Le programme de fidélité de vos pâtes préférées, en trois images.</p>
      <Tiles columns={3}>
        {TILES.map((tile) => (
          <li key={tile.title}>
            <Art name={tile.art} size={110} />
            <h2>{tile.title}</h2>
            <p>{tile.text}</p>
            <Link to={tile.to}>{tile.link}</Link>
          </li>
        ))}
      </Tiles>
    </Card>
  );
}
