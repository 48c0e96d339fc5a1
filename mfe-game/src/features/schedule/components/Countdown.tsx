import styled from '@emotion/styled';
import { GAME_FR } from '../../../messages/fr';
import { countdownTo } from '../state/schedule';
import { useSiteLanguage } from 'shared-ui/i18n';

const Tiles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  margin: 1rem 0 0;
`;

const Tile = styled.div`
  min-width: 4.5rem;
  padding: 0.6rem 0.5rem;
  border-radius: 14px;
  background: rgba(255, 255, 255, 0.16);
  border: 2px solid rgba(255, 255, 255, 0.5);
  text-align: center;
  strong {
    display: block;
    font-family: ${({ theme }) => theme.font.display};
    font-size: clamp(1.6rem, 6vw, 2.4rem);
    font-variant-numeric: tabular-nums;
  }
  span {
    font-size: 0.85rem;
  }
`;

const pad = (value: number) => String(value).padStart(2, '0');

/** The live countdown to the opening (GAME-SCHEDULE-1 teasing), re-rendered by the page's one-second clock. */
export function Countdown({ target, now }: { target: number; now: number }) {
  useSiteLanguage();
  const left = countdownTo(target, now);
  const { unit } = GAME_FR.schedule;
  const spoken = (['days', 'hours', 'minutes', 'seconds'] as const)
    .map((key) => `${left[key]} ${unit(key, left[key])}`)
    .join(', ');
  return (
    <div role="timer" aria-label={GAME_FR.schedule.countdownLabel} data-testid="game-countdown">
      <Tiles aria-hidden="true">
        <Tile>
          <strong>{left.days}</strong>
          <span>{unit('days', left.days)}</span>
        </Tile>
        <Tile>
          <strong>{pad(left.hours)}</strong>
          <span>{unit('hours', left.hours)}</span>
        </Tile>
        <Tile>
          <strong>{pad(left.minutes)}</strong>
          <span>{unit('minutes', left.minutes)}</span>
        </Tile>
        <Tile>
          <strong>{pad(left.seconds)}</strong>
          <span>{unit('seconds', left.seconds)}</span>
        </Tile>
      </Tiles>
      <span
        className="visually-hidden"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {spoken}
      </span>
    </div>
  );
}
