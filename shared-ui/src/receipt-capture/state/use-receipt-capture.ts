import { useEffect, useState } from 'react';
import { ReceiptCaptureController, type ReceiptCaptureOptions } from './receipt-capture-controller';

/**
 * One controller for the life of the component that owns the capture (a page, a game step).
 * `createBatch` is read when the first send happens, so the kit only needs an authorized user then.
 */
export function useReceiptCapture(options: ReceiptCaptureOptions): ReceiptCaptureController {
  const [controller] = useState(() => new ReceiptCaptureController(options));
  useEffect(() => () => controller.dispose(), [controller]);
  return controller;
}
