import { Component, type ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isPageNotFoundError, KitError, ROUTE_PATHS } from 'shared-kit';
import { fakeKit, receipt } from '../testing/fake-kit';
import { renderAccountPage } from '../testing/render-account-page';
import DeclarationPage from './DeclarationPage';

const UUID = '01890a5d-ac96-8000-8000-000000000001';
const URL = `/mon-compte/mon-historique/ma-preuve-d-achat/${UUID}`;
const ROUTE = ROUTE_PATHS['profile-history-declaration'];
const REASON = 'Aucun produit éligible n’a été déclaré sur cette preuve d’achat.';

/** Stands for the host's error page: shows what the page threw. */
class CatchNotFound extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <p data-testid="thrown">{isPageNotFoundError(error) ? `404 ${error.path}` : 'other error'}</p>;
  }
}

function renderDeclaration(kit: ReturnType<typeof fakeKit>) {
  return renderAccountPage(
    <CatchNotFound>
      <DeclarationPage />
    </CatchNotFound>,
    { kit, url: URL, routePath: ROUTE },
  );
}

describe('Ma preuve d’achat', () => {
  it('shows placeholders while the receipt loads', () => {
    const kit = fakeKit();
    renderDeclaration(kit);
    expect(screen.getByTestId('declaration-loading')).toBeInTheDocument();
    expect(kit.getReceipt).toHaveBeenCalledWith(UUID);
  });

  it("is the site's 404 for an unknown or another user's uuid", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const notFound = new KitError({
      code: 'not_found',
      debug_message: '404',
      user_message: 'Introuvable.',
      status: 404,
    });
    renderDeclaration(fakeKit({ getReceipt: jest.fn().mockRejectedValue(notFound) }));
    expect(await screen.findByTestId('thrown')).toHaveTextContent(`404 ${URL}`);
    jest.restoreAllMocks();
  });

  it('says another failure in French with a retry', async () => {
    const failure = new KitError({ code: 'SERVER_ERROR', debug_message: '500', user_message: '', status: 500 });
    renderDeclaration(fakeKit({ getReceipt: jest.fn().mockRejectedValue(failure) }));
    expect(await screen.findByTestId('declaration-error')).toHaveTextContent(
      'Impossible de charger ces informations pour le moment.',
    );
  });

  it('shows a refused receipt: status, dates, reason, products, large files; PDFs open in a new tab', async () => {
    const refused = receipt({
      uuid: UUID,
      status: 'rejected',
      stars: 0,
      reason: REASON,
      processed_at: '2026-03-02T10:00:00Z',
      files: [
        { key: 'a.png', content_type: 'image/png', size: 10, url: 'http://sandbox.test/files/a.png' },
        { key: 'b.pdf', content_type: 'application/pdf', size: 10, url: 'http://sandbox.test/files/b.pdf' },
      ],
    });
    renderDeclaration(fakeKit({ getReceipt: jest.fn(async (_uuid: string) => refused) }));
    const detail = await screen.findByTestId('receipt-detail');
    expect(within(detail).getByTestId('receipt-status')).toHaveTextContent('refusée');
    expect(within(detail).getByTestId('receipt-reason')).toHaveTextContent(REASON);
    expect(detail).toHaveTextContent('Déclarée le2 mars 2026 à 10:05');
    expect(detail).toHaveTextContent('Traitée le2 mars 2026 à 11:00');
    expect(detail).toHaveTextContent('Photographiée le');
    expect(await within(detail).findByText('2 × Spaghetti 500 g')).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: 'Fichier 1' });
    expect(picture).toHaveAttribute('width', '320');
    expect(screen.getByRole('link', { name: 'Ouvrir le fichier 2 (PDF, nouvel onglet)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'Déclarer à nouveau' })).toHaveAttribute(
      'href',
      ROUTE_PATHS['shop-declare'],
    );
  });

  it('dates a proof sent as PDF files only « Ajoutée le », never « Photographiée le »', async () => {
    const pdfOnly = receipt({
      uuid: UUID,
      status: 'accepted',
      stars: 20,
      captured_at: '2026-03-02T09:00:00Z',
      files: [{ key: 'b.pdf', content_type: 'application/pdf', size: 10, url: 'http://sandbox.test/files/b.pdf' }],
    });
    renderDeclaration(fakeKit({ getReceipt: jest.fn(async (_uuid: string) => pdfOnly) }));
    const detail = await screen.findByTestId('receipt-detail');
    expect(detail).toHaveTextContent('Ajoutée le2 mars 2026 à 10:00');
    expect(detail).not.toHaveTextContent('Photographiée');
  });

  it('contests a refusal with a message: checked first, then sent, then shown as contested', async () => {
    const refused = receipt({ uuid: UUID, status: 'rejected', stars: 0, reason: REASON });
    const getReceipt = jest
      .fn()
      .mockResolvedValueOnce(refused)
      .mockResolvedValue({ ...refused, review_state: 'claimed' });
    const claimOnReceipt = jest.fn(async (_uuid: string, _message?: string) => ({
      ...refused,
      review_state: 'claimed' as const,
    }));
    renderDeclaration(fakeKit({ getReceipt, claimOnReceipt }));
    await userEvent.click(await screen.findByRole('button', { name: 'Contester' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer ma contestation' }));
    expect(screen.getByText('Merci de décrire votre demande.')).toBeInTheDocument();
    expect(claimOnReceipt).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Votre message'), 'Il y avait des penne.');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer ma contestation' }));
    expect(claimOnReceipt).toHaveBeenCalledWith(UUID, 'Il y avait des penne.');
    expect(await screen.findByTestId('contest-form-sent')).toHaveTextContent('Votre contestation a bien été envoyée.');
    expect(await screen.findByTestId('receipt-claimed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contester' })).not.toBeInTheDocument();
  });

  it('reports a problem on any receipt; a failure keeps the message', async () => {
    const accepted = receipt({ uuid: UUID, status: 'accepted', stars: 20 });
    const refusal = new KitError({ code: 'CONNECTION_FAILED', debug_message: 'x', user_message: '' });
    const reportOnReceipt = jest.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce({ reported: true });
    renderDeclaration(fakeKit({ getReceipt: jest.fn(async (_uuid: string) => accepted), reportOnReceipt }));
    expect(await screen.findByTestId('receipt-status')).toHaveTextContent('validée (+20 étoiles)');
    expect(screen.queryByRole('button', { name: 'Contester' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Signaler un problème' }));
    await userEvent.type(await screen.findByLabelText('Décrivez le problème'), 'La photo est floue.');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Une erreur inconnue est survenue/);
    expect(screen.getByLabelText('Décrivez le problème')).toHaveValue('La photo est floue.');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(reportOnReceipt).toHaveBeenLastCalledWith({ receiptUuid: UUID, message: 'La photo est floue.' });
    expect(await screen.findByTestId('report-form-sent')).toHaveTextContent(
      'Merci, votre signalement a bien été envoyé.',
    );
  });
});
