import { useSiteRuntime } from 'shared-ui';
import { useEffect, useRef, useState } from 'react';
import { ActionRow, Notice, TextButton } from '../../../components/page-styles';
import { userMessageOf } from '../../../lib/user-message';
import { ACCOUNT_FR } from '../../../messages/fr';
import { cancelReceipt } from '../api/receipt-actions';
import { useSiteLanguage } from 'shared-ui/i18n';

const T = ACCOUNT_FR.declarations;

/** A pending receipt can be cancelled (RECEIPT-5), after a confirmation: it is not undoable. */
export function CancelReceipt({ uuid, onCancelled }: { uuid: string; onCancelled: () => Promise<unknown> }) {
  useSiteLanguage();
  const { kit } = useSiteRuntime();
  const [step, setStep] = useState<'idle' | 'confirm' | 'sending'>('idle');
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // The question appears where the button was: the keyboard focus follows it.
  const asking = step === 'confirm';
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  async function confirm() {
    setStep('sending');
    setError(null);
    try {
      await cancelReceipt(kit, uuid);
      await onCancelled();
      setStep('idle');
    } catch (failure) {
      setError(userMessageOf(failure));
      setStep('confirm');
    }
  }

  if (step === 'idle') {
    return (
      <ActionRow>
        <TextButton type="button" tone="danger" onClick={() => setStep('confirm')}>
          {T.cancel}
        </TextButton>
      </ActionRow>
    );
  }
  return (
    <div role="group" aria-label={T.cancel}>
      <p>{T.cancelConfirm}</p>
      <ActionRow>
        <TextButton
          type="button"
          tone="danger"
          onClick={() => void confirm()}
          disabled={step === 'sending'}
          aria-busy={step === 'sending'}
          ref={confirmRef}
        >
          {step === 'sending' ? T.cancelling : T.cancelYes}
        </TextButton>
        <TextButton type="button" onClick={() => setStep('idle')} disabled={step === 'sending'}>
          {T.cancelNo}
        </TextButton>
      </ActionRow>
      {error ? (
        <Notice tone="error" role="alert">
          {error}
        </Notice>
      ) : null}
    </div>
  );
}
