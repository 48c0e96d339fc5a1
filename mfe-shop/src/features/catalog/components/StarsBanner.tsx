import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { ROUTE_PATHS, type Coupon } from 'shared-kit';
import { ButtonLink, mq, starsLabel } from 'shared-ui';
import { SHOP_FR } from '../../../messages/fr';
import { useBasket } from '../../basket/state/use-basket';
import { GoodyImage } from './GoodyImage';
import { useSiteLanguage } from 'shared-ui/i18n';

const Banner = styled.section`
  display: grid;
  gap: 1rem;
  padding: clamp(1rem, 3vw, 1.5rem);
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow};
  ${mq.up(960)} {
    grid-template-columns: 1fr 1.3fr;
    align-items: center;
  }
`;

const Balance = styled.div`
  display: grid;
  gap: 0.4rem;
  .stars {
    font-family: ${({ theme }) => theme.font.display};
    font-size: clamp(1.6rem, 5vw, 2.4rem);
    color: ${({ theme }) => theme.colors.primary};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: 0.4rem;
  }
`;

const Goal = styled.div`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: 0.8rem;
  align-items: center;
  padding: 0.8rem;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2 {
    margin: 0 0 0.2rem;
    font-size: 1rem;
  }
  p {
    margin: 0.2rem 0;
  }
  progress {
    width: 100%;
    height: 12px;
  }
`;

function TargetIcon() {
  return (
    <svg viewBox="0 0 48 48" width="72" height="72" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="20" fill="#c8102e" />
      <circle cx="24" cy="24" r="13" fill="#fff" />
      <circle cx="24" cy="24" r="6" fill="#c8102e" />
    </svg>
  );
}

interface StarsBannerProps {
  available: number | null;
  pending: number;
  nextGoal: Coupon | null;
}

/** The balance (plural rule), pending stars, the next goal with progress, and where to go next. */
export const StarsBanner = observer(function StarsBanner({ available, pending, nextGoal }: StarsBannerProps) {
  useSiteLanguage();
  const basket = useBasket();
  const have = available ?? 0;
  return (
    <Banner aria-label={SHOP_FR.shop.balance}>
      <Balance>
        <span>{SHOP_FR.shop.balance}</span>
        <strong className="stars" data-testid="shop-balance">
          ★ {available === null ? '…' : starsLabel(available)}
        </strong>
        {pending > 0 && <span data-testid="shop-pending">{SHOP_FR.shop.pending(pending)}</span>}
        <div className="actions">
          <ButtonLink to={ROUTE_PATHS['shop-declare']} variant="secondary">
            {SHOP_FR.shop.declare}
          </ButtonLink>
          <ButtonLink to={ROUTE_PATHS['shop-basket']} variant="ghost">
            {SHOP_FR.shop.basket} ({basket.count})
          </ButtonLink>
        </div>
      </Balance>
      <Goal>
        {nextGoal ? <GoodyImage coupon={nextGoal} size={72} eager /> : <TargetIcon />}
        <div>
          <h2>{SHOP_FR.goal.title}</h2>
          {nextGoal ? (
            <>
              <p>
                <strong>{nextGoal.name}</strong> · {starsLabel(nextGoal.value)}
              </p>
              <progress max={nextGoal.value} value={Math.min(have, nextGoal.value)} aria-label={SHOP_FR.goal.title} />
              <p data-testid="goal-progress">{SHOP_FR.goal.progress(have, nextGoal.value)}</p>
            </>
          ) : (
            <p>{SHOP_FR.goal.none}</p>
          )}
        </div>
      </Goal>
    </Banner>
  );
});
