/**
 * The one receipt capture of the site: the shop's declare page and the game's step 2
 * import it from `shared-ui/receipt-capture`. A separate entry so pages without receipts never
 * load it. See README.md in this folder.
 */
export { ReceiptCapture, type ReceiptCaptureProps } from './components/ReceiptCapture';
export { ReceiptSendButton } from './components/ReceiptSendButton';
export { UploadStatus } from './components/UploadStatus';
export { SizeGauge } from './components/SizeGauge';
export {
  ReceiptCaptureController,
  type CaptureBatch,
  type CapturedFile,
  type CaptureState,
  type ReceiptCaptureOptions,
  type ReceiptGroup,
} from './state/receipt-capture-controller';
export { useReceiptCapture } from './state/use-receipt-capture';
export { useResendOnReconnect } from './state/use-resend-on-reconnect';
export {
  pendingBatches,
  memoryPendingBatches,
  indexedDbPendingBatches,
  type PendingBatch,
  type PendingBatchStore,
} from './state/pending-batches';
export { sniffReceiptFile, kindFromName, type ReceiptFileKind } from './files/sniff-file';
export { downscaleImage, type Downscaler } from './files/downscale';
export { RECEIPT_BATCH_LIMIT_BYTES, RECEIPT_ACCEPT, RECEIPT_PHOTO_ACCEPT, DOWNSCALE } from './files/limits';
export { RECEIPT_CAPTURE_FR } from './messages';
