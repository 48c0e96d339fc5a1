import styled from '@emotion/styled';
import { Link } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit';
import { starsLabel } from 'shared-ui';
import { useStarBalance } from '../../kit-session/use-star-balance';
import { StarIcon } from './icons';

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 40px;
  padding: 0.3rem 0.8rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.tertiary};
  color: ${({ theme }) => theme.colors.tertiaryContrast};
  font-weight: 800;
  text-decoration: none;
  white-space: nowrap;
`;

/** Spec §3 Card: the star balance, shown in the header when logged in. */
export function StarBalanceChip() {
  const balance = useStarBalance();
  let text = 'Solde en cours de chargement';
  if (balance.state === 'ready') text = starsLabel(balance.points);
  if (balance.state === 'unavailable') text = 'Solde indisponible';
  return (
    <Chip to={ROUTE_PATHS.shop} data-testid="star-balance" aria-live="polite">
      <StarIcon />
      <span>{balance.state === 'loading' ? '… étoiles' : text}</span>
    </Chip>
  );
}
