import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { RECEIPT_CAPTURE_FR } from '../messages';
import type { ReceiptCaptureController, ReceiptGroup } from '../state/receipt-capture-controller';
import { ReceiptGroupCard } from './ReceiptGroupCard';
import { ReceiptNotices } from './ReceiptNotices';
import { ResumeNotice } from './ResumeNotice';
import { SizeGauge } from './SizeGauge';
import { Muted, Stack } from './styles';
import { UploadStatus } from './UploadStatus';
import { useSiteLanguage } from 'shared-ui/i18n';

export interface ReceiptCaptureProps {
  controller: ReceiptCaptureController;
  /** Added inside each receipt's box, e.g. the declare page's eligible-product picker. */
  renderGroupExtra?: (group: ReceiptGroup, position: number) => ReactNode;
}

/** Receipts as groups of files, the 8 MiB gauge, refusals and the batch's upload status. */
export const ReceiptCapture = observer(function ReceiptCapture({ controller, renderGroupExtra }: ReceiptCaptureProps) {
  useSiteLanguage();
  const editable = controller.state === 'open';
  // The choice comes first: files picked beside an interrupted batch would leave the user unsure what is sent.
  if (controller.resumable) {
    return (
      <Stack data-testid="receipt-capture">
        <ResumeNotice controller={controller} />
      </Stack>
    );
  }
  return (
    <Stack data-testid="receipt-capture">
      <Muted>{RECEIPT_CAPTURE_FR.fileHelp}</Muted>
      {controller.groups.map((group, index) => (
        <ReceiptGroupCard
          key={group.id}
          controller={controller}
          group={group}
          position={index + 1}
          extra={renderGroupExtra?.(group, index + 1)}
        />
      ))}
      {editable && (
        <div>
          <Button type="button" variant="ghost" onClick={() => controller.addGroup()}>
            + {RECEIPT_CAPTURE_FR.addGroup}
          </Button>
        </div>
      )}
      {controller.pendingFiles > 0 && <Muted aria-live="polite">{RECEIPT_CAPTURE_FR.processing}</Muted>}
      {!controller.groups.some((group) => group.id === controller.noticesGroupId) && (
        <ReceiptNotices controller={controller} />
      )}
      <SizeGauge controller={controller} />
      <UploadStatus controller={controller} />
    </Stack>
  );
});
