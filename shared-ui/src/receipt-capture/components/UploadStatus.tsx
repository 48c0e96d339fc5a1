import { observer } from 'mobx-react-lite';
import { useBringIntoView } from '../../display/use-bring-into-view';
import { RECEIPT_CAPTURE_FR } from '../messages';
import type { ReceiptCaptureController } from '../state/receipt-capture-controller';
import { Alert, Bar, Muted } from './styles';
import { useSiteLanguage } from 'shared-ui/i18n';

/** One progress bar for the whole batch while sending; the failure, kept files and all, after. */
export const UploadStatus = observer(function UploadStatus({ controller }: { controller: ReceiptCaptureController }) {
  useSiteLanguage();
  const failureRef = useBringIntoView<HTMLDivElement>(controller.failure);
  if (controller.state === 'sending') {
    const percent = controller.progressPercent;
    return (
      <Bar>
        <progress aria-label={RECEIPT_CAPTURE_FR.uploadLabel} max={100} value={percent} />
        <Muted aria-live="polite">{RECEIPT_CAPTURE_FR.uploading(percent)}</Muted>
      </Bar>
    );
  }
  if (controller.failure) {
    return (
      <Alert ref={failureRef} role="alert">
        {controller.failure === RECEIPT_CAPTURE_FR.sendFailed
          ? controller.failure
          : `${controller.failure} ${RECEIPT_CAPTURE_FR.sendFailed}`}
      </Alert>
    );
  }
  if (controller.state === 'sent') {
    return (
      <Bar>
        <progress aria-label={RECEIPT_CAPTURE_FR.uploadLabel} max={100} value={100} />
        <Muted role="status">{RECEIPT_CAPTURE_FR.sent}</Muted>
      </Bar>
    );
  }
  return null;
});
