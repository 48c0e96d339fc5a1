import { observer } from 'mobx-react-lite';
import { useBringIntoView } from '../../display/use-bring-into-view';
import type { ReceiptCaptureController } from '../state/receipt-capture-controller';
import { Alert } from './styles';

/** The refusals of the last pick (wrong type, over 8 Mo…), brought into view where they appear. */
export const ReceiptNotices = observer(function ReceiptNotices({
  controller,
}: {
  controller: ReceiptCaptureController;
}) {
  const text = controller.notices.join('\n');
  const ref = useBringIntoView<HTMLDivElement>(text);
  if (controller.notices.length === 0) return null;
  return (
    <Alert ref={ref} role="alert" data-testid="receipt-notices">
      <ul>
        {controller.notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
    </Alert>
  );
});
