import { observer } from 'mobx-react-lite';
import { RECEIPT_BATCH_LIMIT_BYTES } from '../files/limits';
import { RECEIPT_CAPTURE_FR } from '../messages';
import type { ReceiptCaptureController } from '../state/receipt-capture-controller';
import { Bar, Muted } from './styles';
import { useSiteLanguage } from 'shared-ui/i18n';

/** What the batch uses of its 8 MiB and what is left (RECEIPT-4, counted after downscaling). */
export const SizeGauge = observer(function SizeGauge({ controller }: { controller: ReceiptCaptureController }) {
  useSiteLanguage();
  const text = RECEIPT_CAPTURE_FR.gauge(controller.totalBytes, controller.remainingBytes);
  return (
    <Bar>
      <meter
        aria-label={RECEIPT_CAPTURE_FR.gaugeLabel}
        aria-valuetext={text}
        min={0}
        max={RECEIPT_BATCH_LIMIT_BYTES}
        low={RECEIPT_BATCH_LIMIT_BYTES * 0.7}
        high={RECEIPT_BATCH_LIMIT_BYTES * 0.9}
        optimum={0}
        value={controller.totalBytes}
      />
      <Muted data-testid="receipt-size-gauge">{text}</Muted>
    </Bar>
  );
});
