import styled from '@emotion/styled';
import { Link } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit/core';
import { MOBILE_SWITCH, mq, starsLabel, useSiteRuntime } from 'shared-ui';
import { useStarBalance, type StarBalance } from 'shared-ui/data';
import { StarIcon } from './icons';
import { HOST_FR } from '../../../messages/fr';
import { formatNumber, useSiteLanguage } from 'shared-ui/i18n';

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
  .lines {
    display: inline-flex;
    flex-direction: column;
    line-height: 1.1;
  }
  /* The pending stars sit under the balance: the header keeps its width at 1280 px. */
  .pending {
    font-size: 0.72rem;
    font-weight: 700;
  }
  .separator,
  .spoken {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
  /* Where the number will be: a shape, never a bare « … »; the words are for screen readers. */
  .placeholder {
    display: inline-block;
    width: 3.2rem;
    height: 0.85em;
    border-radius: 999px;
    background: currentColor;
    opacity: 0.3;
  }
  /* On a phone the header has room for the number only: the words stay for screen readers (clipped, not removed). */
  ${mq.down(MOBILE_SWITCH)} {
    min-height: 36px;
    padding: 0.25rem 0.6rem;
    .unit,
    .pending {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
  }
`;

/** « 120 » and « étoiles » apart, so that a phone shows the number alone. */
function Count({ points }: { points: number }) {
  useSiteLanguage();
  const label = starsLabel(points);
  const number = formatNumber(points);
  return (
    <span>
      {number}
      <span className="unit">{label.slice(number.length)}</span>
    </span>
  );
}

/** « 120 étoiles · +30 en attente »: pending stars only when there are some. */
export function starChipText(balance: StarBalance): string {
  if (balance.state === 'unavailable') return HOST_FR.stars.unavailable;
  if (balance.state === 'loading') return HOST_FR.stars.loading;
  const available = starsLabel(balance.available);
  return balance.pending > 0 ? `${available} · ${HOST_FR.stars.pending(balance.pending)}` : available;
}

/** SHOP-CARD-1: the star balance and pending stars, shown in the header when logged in. */
export function StarBalanceChip() {
  useSiteLanguage();
  const { kit, bus } = useSiteRuntime();
  // The header's chip reads the card's one cache entry: the shop's and the account's pages share its request and poll.
  const balance = useStarBalance(kit, bus);
  const text = starChipText(balance);
  return (
    <Chip to={ROUTE_PATHS.shop} data-testid="star-balance" aria-live="polite" aria-busy={balance.state === 'loading'}>
      <StarIcon />
      {balance.state === 'ready' && balance.pending > 0 ? (
        <span className="lines">
          <Count points={balance.available} />
          <span className="pending">
            <span className="separator"> · </span>
            {HOST_FR.stars.pending(balance.pending)}
          </span>
        </span>
      ) : balance.state === 'ready' ? (
        <Count points={balance.available} />
      ) : balance.state === 'loading' ? (
        <span data-testid="star-balance-loading">
          <span className="placeholder" aria-hidden="true" />
          <span className="spoken">{HOST_FR.stars.loading}</span>
        </span>
      ) : (
        <span>{text}</span>
      )}
    </Chip>
  );
}
