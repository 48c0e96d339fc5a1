import styled from '@emotion/styled';
import { Link } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit/core';
import { Card, Grid, PageHeading } from 'shared-ui';
import { Art, type ArtName } from '../app/layouts/Art';
import { SHOW_FR } from './texts/show.fr';
import { useSiteLanguage } from 'shared-ui/i18n';

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

const TILES: Array<{ key: keyof typeof SHOW_FR.tiles; art: ArtName; to: string }> = [
  { key: 'stars', art: 'star', to: ROUTE_PATHS['how-to-participate'] },
  { key: 'gifts', art: 'gift', to: ROUTE_PATHS['shop-limited'] },
  { key: 'game', art: 'ticket', to: ROUTE_PATHS.index },
];

/** /show: the programme at a glance (ROUTE-1 lists the path; its purpose is not given). */
export default function ShowPage() {
  useSiteLanguage();
  return (
    <Card data-testid="show" aria-labelledby="show-title">
      <PageHeading id="show-title">{SHOW_FR.title}</PageHeading>
      <p>{SHOW_FR.intro}</p>
      <Tiles columns={3}>
        {TILES.map((tile) => {
          const texts = SHOW_FR.tiles[tile.key];
          return (
            <li key={tile.key}>
              <Art name={tile.art} size={110} />
              <h2>{texts.title}</h2>
              <p>{texts.text}</p>
              <Link to={tile.to}>{texts.link}</Link>
            </li>
          );
        })}
      </Tiles>
    </Card>
  );
}
