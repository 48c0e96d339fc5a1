import type { ReactNode } from 'react';
import { ROUTE_PATHS } from 'shared-kit';
import { ButtonLink, useSiteRuntime } from 'shared-ui';
import { formatParisDate, useSiteLanguage } from 'shared-ui/i18n';
import { GameStage } from '../../../components/GameStage';
import type { GameDefinition } from '../../../games/games';
import { GAME_FR } from '../../../messages/fr';
import { useGameConfig } from '../api/site-config';
import { useNow } from '../state/use-now';
import { scheduleMoments, schedulePhase } from '../state/schedule';
import { Countdown } from './Countdown';

interface ScheduleGateProps {
  definition: GameDefinition;
  testId: string;
  /** A participation already started finishes even if the window closes meanwhile. */
  keepOpen: boolean;
  children: ReactNode;
}

/**
 * GAME-SCHEDULE-1, read every second from /config.json's window in Paris time: the opening
 * date and a live countdown while teasing, the game while running, the discontinued message after
 * the end — switching by itself on a page left open.
 */
export function ScheduleGate({ definition, testId, keepOpen, children }: ScheduleGateProps) {
  useSiteLanguage();
  const { kit } = useSiteRuntime();
  const moments = scheduleMoments(useGameConfig());
  const now = useNow();
  const titleId = `${testId}-title`;
  const stage = (kicker: string, title: string, body: ReactNode) => (
    <GameStage
      definition={definition}
      kicker={kicker}
      title={title}
      titleId={titleId}
      testId={testId}
      kitInstance={kit.instanceId}
    >
      {body}
    </GameStage>
  );

  const phase = schedulePhase(moments, now);
  if (phase === 'running' || keepOpen) return <>{children}</>;
  const { schedule } = GAME_FR;
  if (phase === 'discontinued') {
    return stage(
      schedule.endedKicker,
      schedule.endedTitle(definition.name),
      <>
        <p data-testid="game-phase" data-phase="discontinued">
          {schedule.endedText}
        </p>
        <ButtonLink to={ROUTE_PATHS.shop} variant="secondary">
          {schedule.toShop}
        </ButtonLink>
      </>,
    );
  }
  if (phase === 'upcoming') {
    return stage(
      schedule.upcomingKicker,
      schedule.upcomingTitle(definition.name),
      <p data-testid="game-phase" data-phase="upcoming">
        {schedule.upcomingText}
      </p>,
    );
  }
  return stage(
    schedule.teasingKicker,
    schedule.teasingTitle(definition.name),
    <>
      <p data-testid="game-phase" data-phase="teasing">
        {schedule.teasingText(formatParisDate(moments.start, 'weekdayTime'))}
      </p>
      <Countdown target={moments.start} now={now} />
    </>,
  );
}
