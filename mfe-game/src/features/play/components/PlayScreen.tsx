import { useAtom, useSiteRuntime } from 'shared-ui';
import { useReceiptCapture } from 'shared-ui/receipt-capture';
import { GameStage, StagePanel } from '../../../components/GameStage';
import type { GameDefinition } from '../../../games/games';
import { GAME_FR } from '../../../messages/fr';
import { ScheduleGate } from '../../schedule/components/ScheduleGate';
import { useGamePlayedCodes } from '../api/use-played-codes';
import { playedCodeTyped, unfinishedCode } from '../state/resume';
import { usePlay } from '../state/use-play';
import { CodeStep } from './CodeStep';
import { participationAtom } from '../state/participation';
import { ResumeBanner, type Waiting } from './ResumeBanner';
import { useSiteLanguage } from 'shared-ui/i18n';

/**
 * The first page of a game: the schedule's teasing/ended states, or the code → receipts → validate
 * step while the game runs. A burn already started keeps the page open if the window closes meanwhile.
 */
export function PlayScreen({ definition, testId }: { definition: GameDefinition; testId: string }) {
  useSiteLanguage();
  const { kit, session } = useSiteRuntime();
  // The batch is only asked of the kit at the first send, when the player is surely authorized.
  // Kept in the browser until sent: a reload or a lost connection offers to resume it (shared-ui/receipt-capture).
  const capture = useReceiptCapture({
    createBatch: (resume) => kit.getBatchUploader(resume),
    // From the first send: a code refused before it leaves nothing under way to resume.
    persist: { user: session.user?.email, page: `game-${definition.game}`, from: 'send' },
  });
  const played = useGamePlayedCodes();
  const flow = usePlay(definition, capture, async (typed) => playedCodeTyped(await played.mutate(), typed));
  const started = flow.play.status !== 'idle' || flow.burned !== null;
  // This tab's participation first (Back from the reveal or from « Bravo »), then the provider's unfinished code.
  const [participation] = useAtom(participationAtom);
  const inTab =
    !started &&
    participation?.game === definition.game &&
    (participation.stage === 'result' || participation.stage === 'winner')
      ? participation
      : null;
  const unfinished = started || inTab ? null : unfinishedCode(played.data);
  const waiting: Waiting | null = inTab ? { inTab } : unfinished ? { played: unfinished } : null;
  return (
    <ScheduleGate definition={definition} testId={testId} keepOpen={started}>
      <GameStage
        definition={definition}
        kicker={GAME_FR.play.kicker}
        title={GAME_FR.play.title(definition.name)}
        titleId={`${testId}-title`}
        intro={GAME_FR.play.intro}
        testId={testId}
        kitInstance={kit.instanceId}
      >
        <StagePanel>
          {waiting ? <ResumeBanner definition={definition} waiting={waiting} /> : null}
          <CodeStep definition={definition} capture={capture} flow={flow} />
        </StagePanel>
      </GameStage>
    </ScheduleGate>
  );
}
