import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { Button } from '../../components/Button';
import { RECEIPT_CAPTURE_FR } from '../messages';
import type { ReceiptCaptureController } from '../state/receipt-capture-controller';
import { useSiteLanguage } from 'shared-ui/i18n';

const Box = styled.section`
  border: 2px solid ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  padding: 1rem;
  display: grid;
  gap: 0.75rem;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
`;

/** An interrupted batch of this user and page: resume it as it was, or drop it and start afresh. */
export const ResumeNotice = observer(function ResumeNotice({ controller }: { controller: ReceiptCaptureController }) {
  useSiteLanguage();
  const resumable = controller.resumable;
  if (!resumable) return null;
  return (
    <Box aria-labelledby="receipt-resume-title" data-testid="receipt-resume">
      <h3 id="receipt-resume-title">{RECEIPT_CAPTURE_FR.resumeTitle}</h3>
      <p>{RECEIPT_CAPTURE_FR.resumeText(resumable.files, resumable.savedAt)}</p>
      <Actions>
        <Button type="button" onClick={() => controller.resumePending()}>
          {RECEIPT_CAPTURE_FR.resume}
        </Button>
        <Button type="button" variant="ghost" onClick={() => controller.discardPending()}>
          {RECEIPT_CAPTURE_FR.discard}
        </Button>
      </Actions>
    </Box>
  );
});
