import { useAtom, useSiteRuntime } from 'shared-ui';
import { showToast, useNavigate } from 'shared-ui';
import type { PlayedCode, Receipt } from 'shared-kit';
import { isUnfinished } from 'shared-ui/data';
import type { ReceiptCaptureController } from 'shared-ui/receipt-capture';
import type { GameDefinition } from '../../../games/games';
import { BURN_ERRORS_FR, GAME_FR } from '../../../messages/fr';
import { burnFailure } from './burn-failure';
import { isCodeFormat } from './code-format';
import { codeEntryAtom, participationAtom, participationFromBurn, type ParticipationInProgress } from './participation';
import { IDLE_PLAY, playStateAtom } from './play-status';
import { participationFromPlayed } from './resume';

/**
 * The code step's one action (GAME-BURN-1): burn the code, send the receipts with their
 * progress, link the code to the receipt, then the result page — or the winner page, participation
 * incomplete, when the code had already won. A code burned once is never burned again: a failed
 * upload or link is retried from where it stopped. Nothing typed or picked is lost on an error.
 */
export function usePlay(
  definition: GameDefinition,
  capture: ReceiptCaptureController,
  /** The provider's record of a code typed again (already_burned): this player's own unfinished code resumes. */
  findPlayed: (typed: string) => Promise<PlayedCode | null> = async () => null,
) {
  const { kit, bus } = useSiteRuntime();
  const navigate = useNavigate();
  const [entry, setEntry] = useAtom(codeEntryAtom);
  const [participation, setParticipation] = useAtom(participationAtom);
  const [play, setPlay] = useAtom(playStateAtom);
  const burned = participation?.game === definition.game && participation.stage === 'receipts' ? participation : null;

  async function burn(): Promise<ParticipationInProgress | null> {
    const code = entry.code.trim();
    if (!code) {
      setPlay({ ...IDLE_PLAY, burnError: BURN_ERRORS_FR.empty });
      return null;
    }
    // Too short to be a code: said in the browser, in words of its own, not the provider's « Code invalide ».
    if (!isCodeFormat(code)) {
      setPlay({ ...IDLE_PLAY, burnError: GAME_FR.play.codeFormat });
      return null;
    }
    setPlay({ status: 'burning', burnError: null, stepError: null });
    try {
      const next = participationFromBurn(definition.game, code, await kit.burnUniqCode(code));
      setParticipation(next);
      return next;
    } catch (error) {
      const resumed = await resumeTyped(error, code);
      if (resumed) return resumed;
      const failure = burnFailure(error);
      if (failure.toast) showToast(failure.toast, { kind: 'error' });
      setPlay({ ...IDLE_PLAY, burnError: failure.message, burnNextStep: failure.nextStep });
      return null;
    }
  }

  /** « Code déjà utilisé » for a code this player burned and did not finish: their participation goes on instead. */
  async function resumeTyped(error: unknown, code: string): Promise<ParticipationInProgress | null> {
    if ((error as { code?: unknown } | null)?.code !== 'already_burned') return null;
    const played = await findPlayed(code).catch(() => null);
    if (!played || !isUnfinished(played)) return null;
    const resumed = participationFromPlayed(definition.game, played);
    setParticipation(resumed);
    setPlay(IDLE_PLAY);
    showToast(GAME_FR.resume.alreadyPlayed(played.code), { kind: 'info' });
    if (resumed.stage === 'receipts') return resumed;
    setEntry({ code: '', termsAccepted: false });
    navigate(definition.paths.winner);
    return null;
  }

  async function sendReceipts(): Promise<Receipt[] | null> {
    if (capture.state === 'sent') return capture.sentReceipts;
    setPlay({ status: 'uploading', burnError: null, stepError: null });
    try {
      return await capture.send();
    } catch {
      // The capture shows its own French failure and keeps every file.
      setPlay(IDLE_PLAY);
      return null;
    }
  }

  async function validate(): Promise<void> {
    if (play.status !== 'idle') return;
    const current = burned ?? (await burn());
    if (!current) return;
    const receipts = await sendReceipts();
    const receiptUuid = receipts?.[0]?.uuid;
    if (!receiptUuid) return;
    setPlay({ status: 'linking', burnError: null, stepError: null });
    try {
      await kit.linkCodeToReceipt({ codeId: current.codeId, receiptKitUuid: receiptUuid });
      bus.emit('participation:changed', { codeId: current.codeId });
    } catch {
      setPlay({ ...IDLE_PLAY, stepError: GAME_FR.play.linkFailed });
      return;
    }
    const previouslyWon = current.hasPreviouslyWon;
    setParticipation({ ...current, receiptUuid, stage: previouslyWon ? 'winner' : 'result' });
    setPlay(IDLE_PLAY);
    setEntry({ code: '', termsAccepted: false });
    navigate(previouslyWon ? definition.paths.winner : definition.paths.result);
  }

  return {
    entry,
    setCode: (code: string) => {
      setEntry((previous) => ({ ...previous, code }));
      if (play.burnError) setPlay((previous) => ({ ...previous, burnError: null, burnNextStep: null }));
    },
    setTermsAccepted: (termsAccepted: boolean) => setEntry((previous) => ({ ...previous, termsAccepted })),
    play,
    burned,
    validate,
  };
}
