import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { RECEIPT_ACCEPT, RECEIPT_PHOTO_ACCEPT } from '../files/limits';
import { RECEIPT_CAPTURE_FR } from '../messages';
import type { ReceiptCaptureController, ReceiptGroup } from '../state/receipt-capture-controller';
import { FilePickButton } from './FilePickButton';
import { FilePreview } from './FilePreview';
import { ReceiptNotices } from './ReceiptNotices';
import { Actions, FileList, GroupBox, GroupHeader, Muted, TextButton } from './styles';
import { useSiteLanguage } from 'shared-ui/i18n';

interface ReceiptGroupCardProps {
  controller: ReceiptCaptureController;
  group: ReceiptGroup;
  position: number;
  extra?: ReactNode;
}

/** One receipt: its files (several photos for a long ticket), pickers, and what the page adds. */
export const ReceiptGroupCard = observer(function ReceiptGroupCard({
  controller,
  group,
  position,
  extra,
}: ReceiptGroupCardProps) {
  useSiteLanguage();
  const editable = controller.state === 'open';
  const titleId = `receipt-group-${group.id}-title`;
  const add = (files: File[]) => {
    void controller.addFiles(group.id, files);
  };
  return (
    <GroupBox aria-labelledby={titleId} data-testid="receipt-group">
      <GroupHeader>
        <h3 id={titleId}>{RECEIPT_CAPTURE_FR.groupTitle(position)}</h3>
        {editable && controller.groups.length > 1 && (
          <TextButton type="button" onClick={() => controller.removeGroup(group.id)}>
            {RECEIPT_CAPTURE_FR.removeGroup}
          </TextButton>
        )}
      </GroupHeader>
      {group.files.length === 0 ? (
        <Muted>{RECEIPT_CAPTURE_FR.emptyGroup}</Muted>
      ) : (
        <FileList aria-label={RECEIPT_CAPTURE_FR.groupTitle(position)}>
          {group.files.map((file) => (
            <FilePreview
              key={file.id}
              file={file}
              onRemove={editable ? () => controller.removeFile(group.id, file.id) : undefined}
            />
          ))}
        </FileList>
      )}
      {editable && (
        <Actions>
          <FilePickButton label={RECEIPT_CAPTURE_FR.addFile} accept={RECEIPT_ACCEPT} onFiles={add} />
          <FilePickButton
            label={RECEIPT_CAPTURE_FR.takePhoto}
            accept={RECEIPT_PHOTO_ACCEPT}
            capture="environment"
            onFiles={add}
          />
        </Actions>
      )}
      {controller.noticesGroupId === group.id && <ReceiptNotices controller={controller} />}
      {extra}
    </GroupBox>
  );
});
