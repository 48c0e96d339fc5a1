import { KitError } from 'shared-kit';
import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserOnlineAtom } from '../../state/connectivity';
import { uiStore } from '../../state/ui-jotai';
import { lightTheme } from '../../theme/theme';
import { RECEIPT_CAPTURE_FR } from '../messages';
import { ReceiptCaptureController } from '../state/receipt-capture-controller';
import { FakeBatch, receiptFile } from '../testing/fake-batch';
import { ReceiptCapture } from './ReceiptCapture';
import { ReceiptSendButton } from './ReceiptSendButton';

function renderCapture() {
  const batch = new FakeBatch();
  const controller = new ReceiptCaptureController({
    createBatch: () => batch,
    downscale: async (file) => file,
    objectUrls: { create: (file) => `blob:${file.name}`, revoke: () => undefined },
  });
  const onSend = jest.fn(() => controller.send().catch(() => undefined));
  render(
    <ThemeProvider theme={lightTheme}>
      <ReceiptCapture controller={controller} />
      <ReceiptSendButton controller={controller} onSend={onSend}>
        Envoyer
      </ReceiptSendButton>
    </ThemeProvider>,
  );
  return { batch, controller, onSend };
}

describe('ReceiptSendButton and the network', () => {
  afterEach(() => uiStore.set(browserOnlineAtom, true));

  it('a send cut by the network going away goes again by itself when it comes back, once', async () => {
    const { batch, controller, onSend } = renderCapture();
    await act(() => controller.addFiles(controller.groups[0]!.id, [receiptFile('jpeg', 'ticket.jpg')]));
    batch.outcomes.push(
      new KitError({ code: 'CONNECTION_FAILED', debug_message: 'no answer', user_message: 'Connexion impossible.' }),
      [],
    );
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await act(async () => undefined);
    expect(controller.failure).toBe('Connexion impossible.');
    act(() => uiStore.set(browserOnlineAtom, false));
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeDisabled();
    expect(onSend).toHaveBeenCalledTimes(1);
    act(() => uiStore.set(browserOnlineAtom, true));
    await act(async () => undefined);
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(controller.state).toBe('sent');
    act(() => uiStore.set(browserOnlineAtom, false));
    act(() => uiStore.set(browserOnlineAtom, true));
    expect(onSend).toHaveBeenCalledTimes(2);
  });
});

describe('ReceiptCapture', () => {
  it('offers only jpg/jpeg/png/pdf to the picker and a camera button', () => {
    renderCapture();
    expect(screen.getByLabelText(RECEIPT_CAPTURE_FR.addFile)).toHaveAttribute(
      'accept',
      '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf',
    );
    const camera = screen.getByLabelText(RECEIPT_CAPTURE_FR.takePhoto);
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/jpeg,image/png');
  });

  it('shows previews, the gauge and refusals; a refused file leaves the others in place', async () => {
    const user = userEvent.setup();
    const { controller } = renderCapture();
    expect(screen.getByTestId('receipt-send')).toBeDisabled();
    await user.upload(screen.getByLabelText(RECEIPT_CAPTURE_FR.addFile), [
      receiptFile('jpeg', 'ticket.jpg', 2048),
      receiptFile('pdf', 'facture.pdf', 1000),
    ]);
    expect(await screen.findByAltText('Aperçu de ticket.jpg')).toHaveAttribute('src', 'blob:ticket.jpg');
    expect(await screen.findByText('facture.pdf')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-size-gauge')).toHaveTextContent('3 Ko utilisés sur 8 Mo');
    await act(async () => {
      fireEvent.change(screen.getByLabelText(RECEIPT_CAPTURE_FR.addFile), {
        target: { files: [receiptFile('text', 'notes.png')] },
      });
      await controller.addFiles(controller.groups[0]!.id, []);
    });
    expect(screen.getByRole('alert').textContent).toContain(RECEIPT_CAPTURE_FR.wrongType('notes.png'));
    expect(screen.getAllByRole('listitem').filter((item) => within(item).queryByText(/ticket|facture/))).toHaveLength(
      2,
    );
    expect(screen.getByTestId('receipt-send')).toBeEnabled();
  });

  it('removes a file by its named button and adds/removes receipts', async () => {
    const user = userEvent.setup();
    renderCapture();
    await user.upload(screen.getByLabelText(RECEIPT_CAPTURE_FR.addFile), receiptFile('png', 'scan.png'));
    await user.click(await screen.findByRole('button', { name: 'Retirer scan.png' }));
    expect(screen.queryByText('scan.png')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `+ ${RECEIPT_CAPTURE_FR.addGroup}` }));
    expect(screen.getAllByTestId('receipt-group')).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: RECEIPT_CAPTURE_FR.removeGroup })[1]!);
    expect(screen.getAllByTestId('receipt-group')).toHaveLength(1);
  });

  it('after a failed send keeps the files and turns the button into « Réessayer »; then shows sent', async () => {
    const user = userEvent.setup();
    const { batch, onSend } = renderCapture();
    await user.upload(screen.getByLabelText(RECEIPT_CAPTURE_FR.addFile), receiptFile('jpeg', 'ticket.jpg'));
    await screen.findByText('ticket.jpg');
    batch.outcomes.push(new Error('network'), []);
    await user.click(screen.getByTestId('receipt-send'));
    expect((await screen.findByRole('alert')).textContent).toContain(RECEIPT_CAPTURE_FR.sendFailed);
    expect(screen.getByText('ticket.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: RECEIPT_CAPTURE_FR.retry }));
    expect(await screen.findByText(RECEIPT_CAPTURE_FR.sent)).toBeInTheDocument();
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('receipt-send')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(RECEIPT_CAPTURE_FR.addFile)).not.toBeInTheDocument();
  });
});
