import styled from '@emotion/styled';
import { ROUTE_PATHS } from 'shared-kit';
import { ButtonLink, mq, starsLabel } from 'shared-ui';
import { LoadError } from '../../../components/DataStates';
import { Muted } from '../../../components/page-styles';
import { ACCOUNT_FR } from '../../../messages/fr';
import { useCardSummary } from '../api/use-card-summary';
import { useSiteLanguage } from 'shared-ui/i18n';

const T = ACCOUNT_FR.overview;

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  ${mq.up(600)} {
    grid-template-columns: 1fr 1.4fr;
  }
`;

const Box = styled.div`
  border-radius: 12px;
  padding: 1rem 1.25rem;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  .big {
    font-family: ${({ theme }) => theme.font.display};
    font-size: 2rem;
    margin: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
  progress {
    width: 100%;
    height: 14px;
    margin: 0.5rem 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  .goal {
    display: flex;
    gap: 0.75rem;
    align-items: center;
  }
  .goal img,
  .goal .image {
    flex-shrink: 0;
    width: 64px;
    height: 64px;
    object-fit: contain;
  }
`;

/**
 * While the card loads: the summary's own boxes, headings and line heights with the figures left
 * blank, so the page below does not move when they arrive (CLS).
 */
function SummaryLoading() {
  useSiteLanguage();
  return (
    <Grid role="status" aria-live="polite" data-testid="stars-loading">
      <span className="visually-hidden">{ACCOUNT_FR.common.loading}</span>
      <Box aria-hidden="true">
        <h2>{T.balanceTitle}</h2>
        <p className="big">&nbsp;</p>
        <Muted>&nbsp;</Muted>
        <p>&nbsp;</p>
      </Box>
      <Box aria-hidden="true">
        <h2>{T.goalTitle}</h2>
        <div className="goal">
          <span className="image" />
          <p>&nbsp;</p>
        </div>
        <progress max={1} value={0} tabIndex={-1} />
        <Muted>&nbsp;</Muted>
      </Box>
    </Grid>
  );
}

/** Available and pending stars, and how far the next goal is (SHOP-CARD-1, next goal). */
export function StarSummary() {
  useSiteLanguage();
  const { data, error, mutate } = useCardSummary();
  if (error && !data) return <LoadError onRetry={() => void mutate()} testId="stars-error" />;
  if (!data) return <SummaryLoading />;
  const goal = data.nextGoal;
  const missing = goal ? Math.max(0, goal.value - data.available) : 0;
  return (
    <Grid>
      <Box data-testid="star-summary" aria-labelledby="stars-title">
        <h2 id="stars-title">{T.balanceTitle}</h2>
        <p className="big" data-testid="stars-available">
          {starsLabel(data.available)}
        </p>
        <Muted data-testid="stars-available-label">{T.available(data.available)}</Muted>
        {/* Nothing pending is nothing to say: « + 0 étoile en attente » reads as news. */}
        {data.pending > 0 && (
          <p data-testid="stars-pending">
            + {starsLabel(data.pending)} {T.pending}
          </p>
        )}
      </Box>
      <Box data-testid="next-goal" aria-labelledby="goal-title">
        <h2 id="goal-title">{T.goalTitle}</h2>
        {goal ? (
          <>
            <div className="goal">
              <img src={goal.image_url} alt="" width={64} height={64} />
              <p>
                <strong>{goal.name}</strong> · {starsLabel(goal.value)}
              </p>
            </div>
            <progress max={goal.value} value={Math.min(data.available, goal.value)} aria-label={T.goalTitle} />
            <Muted data-testid="goal-progress">{T.goalProgress(missing > 0 ? starsLabel(missing) : '')}</Muted>
          </>
        ) : (
          <>
            <Muted>{T.goalNone}</Muted>
            <p>
              <ButtonLink to={ROUTE_PATHS.shop} variant="secondary">
                {T.goalChoose}
              </ButtonLink>
            </p>
          </>
        )}
      </Box>
    </Grid>
  );
}
