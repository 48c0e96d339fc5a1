import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { useNetworkGuard } from '../../components/network-guard';
import { RECEIPT_CAPTURE_FR } from '../messages';
import type { ReceiptCaptureController } from '../state/receipt-capture-controller';
import { useResendOnReconnect } from '../state/use-resend-on-reconnect';
import { useSiteLanguage } from 'shared-ui/i18n';

interface ReceiptSendButtonProps {
  controller: ReceiptCaptureController;
  onSend: () => void;
  children: ReactNode;
  /** Extra conditions of the page (e.g. the game's terms); the capture's own rules are added. */
  disabled?: boolean;
}

/**
 * The page's send button: disabled until the capture is valid, busy while sending (a second send
 * is impossible from the UI), « Réessayer » after a failed send, gone once sent. A send cut by the network going
 * away is sent again when it comes back.
 */
export const ReceiptSendButton = observer(function ReceiptSendButton({
  controller,
  onSend,
  children,
  disabled,
}: ReceiptSendButtonProps) {
  useSiteLanguage();
  const network = useNetworkGuard();
  useResendOnReconnect(controller, onSend, !disabled);
  if (controller.state === 'sent') return null;
  const sending = controller.state === 'sending';
  return (
    <>
      <Button
        type="button"
        onClick={onSend}
        disabled={disabled || !controller.canSend || network.offline}
        aria-busy={sending || undefined}
        aria-describedby={network.describedBy}
        data-testid="receipt-send"
      >
        {sending ? RECEIPT_CAPTURE_FR.sending : controller.failure ? RECEIPT_CAPTURE_FR.retry : children}
      </Button>
      {network.reason}
    </>
  );
});
