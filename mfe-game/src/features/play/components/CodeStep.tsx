import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Button, describedBy, useNetworkGuard } from 'shared-ui';
import { useBringIntoView } from 'shared-ui/display';
import { ReceiptCapture, useResendOnReconnect, type ReceiptCaptureController } from 'shared-ui/receipt-capture';
import type { GameDefinition } from '../../../games/games';
import { GAME_FR } from '../../../messages/fr';
import type { usePlay } from '../state/use-play';
import { CodeField } from './CodeField';
import { GameRulesDialog } from './GameRulesDialog';
import { blocksValidation, missingConditions } from './validation-conditions';
import { useSiteLanguage } from 'shared-ui/i18n';

const Steps = styled.ol`
  display: grid;
  /* minmax(0, …): a wide child (file names, buttons) wraps instead of widening the column past the panel. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  > li {
    min-width: 0;
  }
  > li > h2 {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    margin: 0 0 0.75rem;
    font-size: 1.2rem;
  }
  > li > h2::before {
    counter-increment: step;
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
    font-size: 1rem;
  }
`;

const Terms = styled.label`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  cursor: pointer;
  input {
    width: 1.4rem;
    height: 1.4rem;
    margin-top: 0.1rem;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Missing = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
  ul {
    margin: 0.25rem 0 0;
  }
`;

const Alert = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: 10px;
  border: 2px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

const BigButton = styled(Button)`
  font-size: 1.15rem;
  padding: 0.9rem 2rem;
`;

interface CodeStepProps {
  definition: GameDefinition;
  capture: ReceiptCaptureController;
  flow: ReturnType<typeof usePlay>;
}

/** GAME-FLOW-1 steps 1–2 and the validation of GAME-CODE-2: code, receipts, terms, then one button. */
export const CodeStep = observer(function CodeStep({ definition, capture, flow }: CodeStepProps) {
  useSiteLanguage();
  const { entry, play, burned } = flow;
  const busy = play.status !== 'idle';
  const missing = missingConditions(capture, entry.termsAccepted, burned ? burned.code : entry.code);
  const stepErrorRef = useBringIntoView<HTMLParagraphElement>(play.stepError, { focus: true });
  const network = useNetworkGuard();
  const canValidate = !blocksValidation(missing) && capture.pendingFiles === 0 && capture.state !== 'sending';
  // Receipts cut by the network going away: the validation goes on by itself once it is back.
  useResendOnReconnect(capture, () => void flow.validate(), canValidate && !busy);
  const label = {
    idle: burned ? GAME_FR.play.resume : GAME_FR.play.submit,
    burning: GAME_FR.play.burning,
    uploading: GAME_FR.play.uploading,
    linking: GAME_FR.play.linking,
  }[play.status];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canValidate || busy) return;
    void flow.validate();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={GAME_FR.play.stepValidate} data-testid="game-play-form">
      <Steps>
        <li>
          <h2>{GAME_FR.play.stepCode}</h2>
          {burned ? <p role="status">{GAME_FR.play.codeLocked(burned.code)}</p> : null}
          <CodeField
            value={burned ? burned.code : entry.code}
            onChange={flow.setCode}
            error={play.burnError}
            nextStep={play.burnNextStep}
            readOnly={busy || burned !== null}
          />
        </li>
        <li>
          <h2>{GAME_FR.play.stepReceipts}</h2>
          <ReceiptCapture controller={capture} />
        </li>
        <li>
          <h2>{GAME_FR.play.stepValidate}</h2>
          <Terms>
            <input
              type="checkbox"
              checked={entry.termsAccepted}
              disabled={busy}
              onChange={(event) => flow.setTermsAccepted(event.target.checked)}
            />
            <span>{GAME_FR.play.terms}</span>
          </Terms>
          <GameRulesDialog definition={definition} />
          {missing.length > 0 ? (
            <Missing id="game-missing" data-testid="game-missing">
              {GAME_FR.play.missing}
              <ul>
                {missing.map((condition) => (
                  <li key={condition.key}>{condition.text}</li>
                ))}
              </ul>
            </Missing>
          ) : null}
          {play.stepError ? (
            <Alert ref={stepErrorRef} role="alert">
              {play.stepError}
            </Alert>
          ) : null}
          <p>
            <BigButton
              type="submit"
              disabled={!canValidate || busy || network.offline}
              aria-busy={busy || undefined}
              aria-describedby={describedBy(missing.length > 0 && 'game-missing', network.describedBy)}
            >
              {label}
            </BigButton>
            {network.reason}
          </p>
        </li>
      </Steps>
    </form>
  );
});
