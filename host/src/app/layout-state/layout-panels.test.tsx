/**
 * @jest-environment ./host/src/app/testing/jsdom-with-fetch.js
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeKit, MARIE, renderShell } from '../testing/shell-fixture';
import { NOTIFICATION_FAKE_DELAY_MS } from '../notifications/notification-source';
import { closeLayoutPanels } from './layout-atoms';

afterEach(() => {
  jest.useRealTimers();
  closeLayoutPanels();
});

describe('layout-level panels (spec §2: notifications drawer and contact dialog)', () => {
  it('opens the notifications drawer, loads the sample notifications after 2 s, closes with Escape', async () => {
    // The drawer's code is loaded on first use; load it now so only the 2 s delay is timed.
    await import('../notifications/NotificationsDrawer');
    renderShell({ path: '/', user: MARIE });
    await screen.findByTestId('page-index');
    // Real timers: user-event and the lazy drawer both schedule work; the delay is short enough to wait.
    const opened = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 4_000 });
    expect(drawer).toHaveTextContent('Chargement des notifications…');
    expect(
      await screen.findByText(/12 étoiles ont été ajoutées/, undefined, {
        timeout: NOTIFICATION_FAKE_DELAY_MS + 3_000,
      }),
    ).toBeInTheDocument();
    expect(Date.now() - opened).toBeGreaterThanOrEqual(NOTIFICATION_FAKE_DELAY_MS - 50);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('sends the contact dialog as a support ticket through the kit', async () => {
    const kit = fakeKit();
    renderShell({ path: '/', user: MARIE, kit });
    await screen.findByTestId('page-index');
    await userEvent.click(screen.getByRole('button', { name: /Mon compte/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Nous contacter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nous contacter' }, { timeout: 4_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer mon message' }));
    expect(dialog).toHaveTextContent('Indiquez l’objet de votre message.');
    expect(kit.createSupportTicket).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Objet'), 'Colis non reçu');
    await userEvent.type(screen.getByLabelText('Votre message'), 'Ma commande du 3 octobre n’est pas arrivée.');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer mon message' }));
    expect(await screen.findByTestId('contact-sent')).toBeInTheDocument();
    expect(kit.createSupportTicket).toHaveBeenCalledWith({
      title: 'Colis non reçu',
      text: 'Ma commande du 3 octobre n’est pas arrivée.',
      receiptUuid: undefined,
    });
  });

  it('shows the provider message when the ticket is refused', async () => {
    const kit = fakeKit({
      createSupportTicket: jest.fn(async () => {
        throw Object.assign(new Error('server'), { user_message: 'Le service client est momentanément indisponible.' });
      }),
    });
    renderShell({
      path: '/contact',
      user: MARIE,
      load: async () => (await import('../../pages/ContactPage')).default,
      kit,
    });
    await userEvent.type(await screen.findByLabelText('Objet'), 'Question');
    await userEvent.type(screen.getByLabelText('Votre message'), 'Combien de temps mes étoiles sont-elles valables ?');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer mon message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le service client est momentanément indisponible.');
  });

  it('keeps keyboard focus inside the contact dialog, Shift+Tab from the panel included', async () => {
    renderShell({ path: '/', user: MARIE, kit: fakeKit() });
    await screen.findByTestId('page-index');
    await userEvent.click(screen.getByRole('button', { name: /Mon compte/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Nous contacter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nous contacter' }, { timeout: 4_000 });
    await userEvent.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});
