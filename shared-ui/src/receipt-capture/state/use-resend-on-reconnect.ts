import { useEffect, useRef } from 'react';
import { useOffline } from '../../state/connectivity';
import type { ReceiptCaptureController } from './receipt-capture-controller';

/**
 * A send that failed while the network was gone goes again by itself when it comes back (the page's own send:
 * the declare page's, the game's validation), as long as the page still allows it. A failure on a weak signal the
 * browser still called online is left to the user's « Réessayer ».
 */
export function useResendOnReconnect(controller: ReceiptCaptureController, resend: () => void, allowed: boolean): void {
  const offline = useOffline();
  const wasOffline = useRef(offline);
  const latest = useRef({ resend, allowed });
  useEffect(() => {
    latest.current = { resend, allowed };
  });
  useEffect(() => {
    const cameBack = wasOffline.current && !offline;
    wasOffline.current = offline;
    if (cameBack && controller.failure !== null && controller.canSend && latest.current.allowed)
      latest.current.resend();
  }, [offline, controller]);
}
