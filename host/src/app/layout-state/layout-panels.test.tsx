/**
 * @jest-environment ./host/src/app/testing/jsdom-with-fetch.js
 */
import { screen, within } from '@testing-library/react';
import { KitError } from 'shared-kit';
import userEvent from '@testing-library/user-event';
import { fakeKit, MARIE, renderShell } from '../testing/shell-fixture';
import { closeLayoutPanels } from './layout-atoms';

afterEach(() => {
  jest.useRealTimers();
  closeLayoutPanels();
});

// A whole shell and many keystrokes per test: generous on a shared machine.
jest.setTimeout(30_000);

describe('layout-level panels (LAYOUT-4: notifications drawer and contact dialog)', () => {
  const FEED = {
    timeline: [
      {
        identifier: 'm-accepted',
        ordered_key: '000000000002',
        class_name: 'receipt_accepted',
        created_at: '2026-11-24T09:00:00Z',
        text: 'Votre preuve d’achat est validée : +12 étoiles !',
      },
      {
        identifier: 'm-order',
        ordered_key: '000000000001',
        class_name: 'order_placed',
        created_at: '2026-11-23T09:00:00Z',
        text: 'Votre commande « Mug collector » est enregistrée (90 étoiles).',
      },
    ],
    played: [
      {
        code_id: 5,
        code: 'WINSPEAK',
        burned_at: '2026-11-22T09:00:00Z',
        has_won: true,
        has_previously_won: false,
        benefit: { image_url: 'x', key_for_display: 'speaker' },
        receipt_kit_uuid: 'r-5',
        complete: false,
        completed_at: null,
      },
    ],
  };

  it('shows the provider’s notifications newest first, with the unread count, and marks them read', async () => {
    localStorage.clear();
    await import('../notifications/NotificationsDrawer');
    const kit = fakeKit({
      getTimeline: jest.fn(async () => ({ messages: FEED.timeline })),
      getPlayedCodes: jest.fn(async () => FEED.played),
    });
    renderShell({ path: '/', user: MARIE, kit });
    await screen.findByTestId('page-index');
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 non lues' });
    expect(screen.getByTestId('notifications-count')).toHaveTextContent('3');
    await userEvent.click(bell);
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 4_000 });
    const items = await within(drawer).findAllByTestId('notification');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      // The provider's words, set in French typography (no-break spaces).
      'Votre preuve d’achat est validée\u00a0: +12 étoiles\u00a0!',
      'Votre commande «\u00a0Mug collector\u00a0» est enregistrée (90 étoiles).',
      'Vous avez gagné\u00a0: une enceinte Bluetooth. Complétez votre participation pour recevoir votre lot.',
    ]);
    expect(within(drawer).getAllByText('Nouveau')).toHaveLength(3);
    expect(within(items[2] as HTMLElement).getByRole('link', { name: 'Compléter ma participation' })).toHaveAttribute(
      'href',
      '/le-jeu/star-academy/bravo?code=5',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notifications-count')).not.toBeInTheDocument();
  });

  it('says when there is no notification yet (no invented samples)', async () => {
    localStorage.clear();
    // Another user: SWR's cache is per user, and the first test filled Marie's.
    renderShell({ path: '/', user: { ...MARIE, email: 'jeanne@example.fr' } });
    await screen.findByTestId('page-index');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByTestId('notifications-empty', undefined, { timeout: 4_000 })).toHaveTextContent(
      'Aucune notification pour l’instant.',
    );
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
    expect(kit.createZendesk).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Objet'), 'Colis non reçu');
    await userEvent.type(screen.getByLabelText('Votre message'), 'Ma commande du 3 octobre n’est pas arrivée.');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer mon message' }));
    expect(await screen.findByTestId('contact-sent')).toBeInTheDocument();
    expect(kit.createZendesk).toHaveBeenCalledWith({
      title: 'Colis non reçu',
      text: 'Ma commande du 3 octobre n’est pas arrivée.',
      receiptUuid: undefined,
    });
  });

  it('shows the provider message when the ticket is refused', async () => {
    const kit = fakeKit({
      createZendesk: jest.fn(async () => {
        throw new KitError({
          code: 'ticket_refused',
          status: 422,
          debug_message: 'POST /api/v2/tickets answered 422',
          user_message: 'Le service client est momentanément indisponible.',
        });
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
