import { ButtonLink, useSiteRuntime } from 'shared-ui';
import { lazy, Suspense, useState } from 'react';
import { ROUTE_PATHS, type Receipt } from 'shared-kit';
import { ActionRow, Muted, TextButton } from '../../../components/page-styles';
import { ACCOUNT_FR } from '../../../messages/fr';
import { contestReceipt, reportReceiptProblem } from '../api/receipt-actions';
import { CancelReceipt } from './CancelReceipt';
import { useSiteLanguage } from 'shared-ui/i18n';

const T = ACCOUNT_FR.declaration;

// The form pieces (final-form, joi through shared-ui/forms) load only when the user opens a form.
const MessageForm = lazy(() => import('./MessageForm').then((module) => ({ default: module.MessageForm })));

/**
 * What the user can do about one receipt: contest a refusal or declare again (refused), cancel
 * (pending), report a problem (any). Each form opens under its button, one at a time.
 */
export function ReceiptActions({ receipt, onChanged }: { receipt: Receipt; onChanged: () => Promise<unknown> }) {
  useSiteLanguage();
  const { kit } = useSiteRuntime();
  const [open, setOpen] = useState<'contest' | 'report' | null>(null);
  const refused = receipt.status === 'rejected';
  const claimed = receipt.review_state === 'claimed';

  return (
    <div data-testid="receipt-actions">
      {refused && claimed ? <Muted data-testid="receipt-claimed">{T.claimed}</Muted> : null}
      <ActionRow>
        {refused && !claimed ? (
          <TextButton
            type="button"
            aria-expanded={open === 'contest'}
            onClick={() => setOpen(open === 'contest' ? null : 'contest')}
          >
            {T.contest}
          </TextButton>
        ) : null}
        {refused ? (
          <ButtonLink to={ROUTE_PATHS['shop-declare']} variant="secondary">
            {T.declareAgain}
          </ButtonLink>
        ) : null}
        <TextButton
          type="button"
          aria-expanded={open === 'report'}
          onClick={() => setOpen(open === 'report' ? null : 'report')}
        >
          {T.report}
        </TextButton>
      </ActionRow>
      {receipt.status === 'pending' ? <CancelReceipt uuid={receipt.uuid} onCancelled={onChanged} /> : null}
      <Suspense fallback={<Muted>{ACCOUNT_FR.common.loading}</Muted>}>
        {open === 'contest' ? (
          <MessageForm
            title={T.contestTitle}
            label={T.contestMessage}
            submitLabel={T.contestSubmit}
            sendingLabel={T.contestSending}
            successText={T.contestSent}
            testId="contest-form"
            send={async (message) => {
              await contestReceipt(kit, receipt.uuid, message);
              await onChanged();
            }}
          />
        ) : null}
        {open === 'report' ? (
          <MessageForm
            title={T.reportTitle}
            label={T.reportMessage}
            submitLabel={T.reportSubmit}
            sendingLabel={T.reportSending}
            successText={T.reportSent}
            testId="report-form"
            send={(message) => reportReceiptProblem(kit, receipt.uuid, message)}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
