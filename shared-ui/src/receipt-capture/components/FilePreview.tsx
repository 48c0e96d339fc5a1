import { observer } from 'mobx-react-lite';
import { RECEIPT_CAPTURE_FR } from '../messages';
import type { CapturedFile } from '../state/receipt-capture-controller';
import { FileItem, TextButton } from './styles';
import { useSiteLanguage } from 'shared-ui/i18n';

function PdfIcon() {
  return (
    <svg viewBox="0 0 96 96" width="96" height="96" aria-hidden="true" focusable="false">
      <rect x="16" y="6" width="64" height="84" rx="8" fill="#fff" stroke="#c8102e" strokeWidth="4" />
      <rect x="16" y="56" width="64" height="22" fill="#c8102e" />
      <text x="48" y="72" textAnchor="middle" fontSize="16" fontWeight="700" fill="#fff" fontFamily="sans-serif">
        PDF
      </text>
    </svg>
  );
}

interface FilePreviewProps {
  file: CapturedFile;
  onRemove?: () => void;
}

/**
 * A thumbnail per image, a PDF icon; the name the user picked (a lightened photo is sent as a JPEG copy: « Photo
 * allégée » says so) and the size sent; the remove button names the file.
 */
export const FilePreview = observer(function FilePreview({ file, onRemove }: FilePreviewProps) {
  useSiteLanguage();
  return (
    <FileItem>
      {file.kind === 'image' && file.previewUrl ? (
        <img src={file.previewUrl} alt={RECEIPT_CAPTURE_FR.preview(file.name)} width={96} height={96} />
      ) : (
        <PdfIcon />
      )}
      <span className="name">{file.name}</span>
      <span className="meta">
        {file.kind === 'pdf' ? `${RECEIPT_CAPTURE_FR.pdfFile} · ` : ''}
        {file.lightened ? `${RECEIPT_CAPTURE_FR.lightened} · ` : ''}
        {RECEIPT_CAPTURE_FR.formatBytes(file.size)}
      </span>
      {onRemove && (
        <TextButton type="button" onClick={onRemove} aria-label={RECEIPT_CAPTURE_FR.removeFile(file.name)}>
          {RECEIPT_CAPTURE_FR.remove}
        </TextButton>
      )}
    </FileItem>
  );
});
