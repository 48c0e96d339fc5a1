import styled from '@emotion/styled';
import { Link } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit';
import { starsLabel } from 'shared-ui';
import { useStarBalance, type StarBalance } from '../../kit-session/use-star-balance';
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

/** « 120 étoiles · +30 en attente » (issue 9): pending stars only when there are some. */
export function starChipText(balance: StarBalance): string {
  if (balance.state === 'unavailable') return 'Solde indisponible';
  if (balance.state === 'loading') return 'Solde en cours de chargement';
  const available = starsLabel(balance.points);
  return balance.pending > 0 ? `${available} · +${balance.pending.toLocaleString('fr-FR')} en attente` : available;
}

/** Spec §3 Card: the star balance and pending stars, shown in the header when logged in. */
export function StarBalanceChip() {
  const balance = useStarBalance();
  const text = starChipText(balance);
  return (
    <Chip to={ROUTE_PATHS.shop} data-testid="star-balance" aria-live="polite">
      <StarIcon />
      <span>{balance.state === 'loading' ? '… étoiles' : text}</span>
    </Chip>
  );
}
