import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitError, ROUTE_PATHS, type CardSlot, type PlayedCode, type TimelineMessage } from 'shared-kit';
import { fakeKit } from '../testing/fake-kit';
import { renderAccountPage } from '../testing/render-account-page';
import ProfilePage from './ProfilePage';

const URL = ROUTE_PATHS.profile;

function slot(available: number, pending: number, nextGoal: CardSlot['next_goal'] = null): CardSlot[] {
  return [
    {
      loyalty_card: { identifier: 'card-1', data: { available_points: available, pending_points: pending } },
      next_goal: nextGoal,
    },
  ];
}

function message(key: number): TimelineMessage {
  return {
    identifier: `m-${key}`,
    ordered_key: String(key).padStart(12, '0'),
    class_name: 'receipt_accepted',
    created_at: '2026-03-02T09:00:00Z',
    text: `Message ${key}`,
  };
}

describe('Mon compte', () => {
  it('shows placeholders while stars and activity load', () => {
    renderAccountPage(<ProfilePage />, { kit: fakeKit(), url: URL });
    expect(screen.getByTestId('stars-loading')).toBeInTheDocument();
    expect(screen.getByTestId('activity-loading')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('account-shortcuts'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([ROUTE_PATHS['shop-declare'], ROUTE_PATHS.shop, ROUTE_PATHS['profile-history-declarations']]);
  });

  it('shows available and pending stars and the next goal with its progress', async () => {
    const goal = { identifier: 'goody-mug', name: 'Mug', value: 90, image_url: 'http://sandbox.test/mug.svg' };
    const kit = fakeKit({
      getCardSlots: jest.fn(async () => slot(60, 20, goal)),
      getTimeline: jest.fn(async () => ({ messages: [], has_more: false })),
    });
    renderAccountPage(<ProfilePage />, { kit, url: URL });
    expect(await screen.findByTestId('stars-available')).toHaveTextContent('60 étoiles');
    expect(screen.getByTestId('stars-available-label')).toHaveTextContent(/^disponibles$/);
    expect(screen.getByTestId('stars-pending')).toHaveTextContent('+ 20 étoiles en attente de validation');
    expect(screen.getByTestId('next-goal')).toHaveTextContent('Mug');
    expect(screen.getByTestId('goal-progress')).toHaveTextContent('Encore 30 étoiles pour l’obtenir');
    expect(within(screen.getByTestId('next-goal')).getByRole('progressbar')).toHaveAttribute('value', '60');
    expect(await screen.findByTestId('activity-empty')).toBeInTheDocument();
  });

  it('invites the user to choose a goal when there is none', async () => {
    renderAccountPage(<ProfilePage />, { kit: fakeKit({ getCardSlots: jest.fn(async () => slot(0, 0)) }), url: URL });
    const goal = await screen.findByTestId('next-goal');
    // STARS-1: « 0 étoile disponible », never « 0 étoile disponibles ».
    expect(screen.getByTestId('stars-available')).toHaveTextContent('0 étoile');
    expect(screen.getByTestId('stars-available-label')).toHaveTextContent(/^disponible$/);
    expect(screen.queryByTestId('stars-pending')).not.toBeInTheDocument();
    expect(goal).toHaveTextContent('Vous n’avez pas encore choisi de prochain objectif.');
    expect(within(goal).getByRole('link', { name: 'Choisir un cadeau' })).toHaveAttribute('href', ROUTE_PATHS.shop);
  });

  it('says a failed read in French', async () => {
    const failure = new KitError({ code: 'SERVER_ERROR', debug_message: '500', user_message: '', status: 500 });
    renderAccountPage(<ProfilePage />, {
      kit: fakeKit({
        getCardSlots: jest.fn().mockRejectedValue(failure),
        getTimeline: jest.fn().mockRejectedValue(failure),
      }),
      url: URL,
    });
    expect(await screen.findByTestId('stars-error')).toHaveTextContent(
      'Impossible de charger ces informations pour le moment.',
    );
    expect(await screen.findByTestId('activity-error')).toBeInTheDocument();
  });

  it('lists the latest activity newest first and pages older messages with « Voir plus »', async () => {
    const getTimeline = jest
      .fn()
      .mockResolvedValueOnce({ messages: [message(9), message(8)], has_more: true })
      .mockResolvedValueOnce({ messages: [message(7)], has_more: false });
    renderAccountPage(<ProfilePage />, {
      kit: fakeKit({ getCardSlots: jest.fn(async () => slot(0, 0)), getTimeline }),
      url: URL,
    });
    expect((await screen.findAllByTestId('activity-item')).map((item) => item.textContent)).toEqual([
      expect.stringContaining('Message 9'),
      expect.stringContaining('Message 8'),
    ]);
    expect(getTimeline).toHaveBeenLastCalledWith({ limit: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(await screen.findByText('Message 7')).toBeInTheDocument();
    expect(getTimeline).toHaveBeenCalledWith({ limit: 5, oldestSeenTimelineOrderedKey: '000000000008' });
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  it('reads the stars again after a card:refresh', async () => {
    const getCardSlots = jest.fn().mockResolvedValueOnce(slot(10, 0)).mockResolvedValue(slot(110, 0));
    const { bus } = renderAccountPage(<ProfilePage />, { kit: fakeKit({ getCardSlots }), url: URL });
    expect(await screen.findByTestId('stars-available')).toHaveTextContent('10 étoiles');
    act(() => bus.emit('card:refresh', {}));
    expect(await screen.findByText('110 étoiles')).toBeInTheDocument();
  });
});

describe('Mon compte: Mes participations', () => {
  const base = {
    burned_at: '2026-11-20T09:30:00Z',
    has_previously_won: false,
    completed_at: null,
  };
  const PLAYED: PlayedCode[] = [
    {
      ...base,
      code_id: 12,
      code: 'WINSPEAK',
      has_won: true,
      benefit: { image_url: 'http://sandbox.test/speaker.svg', key_for_display: 'speaker' },
      receipt_kit_uuid: 'r-12',
      complete: false,
    },
    { ...base, code_id: 11, code: 'LOSE0001', has_won: false, benefit: null, receipt_kit_uuid: 'r-11', complete: null },
    {
      ...base,
      code_id: 10,
      code: 'WINHEADS',
      has_won: true,
      benefit: { image_url: 'http://sandbox.test/headset.svg', key_for_display: 'headset' },
      receipt_kit_uuid: 'r-10',
      complete: true,
      completed_at: '2026-11-19T10:00:00Z',
    },
  ];

  it('starts from the played codes the server read for the page, before the kit answers', () => {
    renderAccountPage(<ProfilePage />, { kit: fakeKit(), url: URL, loaded: { 'played-codes': PLAYED } });
    expect(screen.getAllByTestId('participation').map((item) => item.getAttribute('data-code-id'))).toEqual([
      '12',
      '11',
      '10',
    ]);
  });

  it('lists every played code with its date, result, prize and what is left to do', async () => {
    renderAccountPage(<ProfilePage />, { kit: fakeKit({ getPlayedCodes: jest.fn(async () => PLAYED) }), url: URL });
    const items = await screen.findAllByTestId('participation');
    expect(items.map((item) => item.getAttribute('data-code-id'))).toEqual(['12', '11', '10']);
    expect(items[0]).toHaveTextContent('Code WINSPEAK');
    expect(items[0]).toHaveTextContent('Joué le 20 novembre 2026 à 10:30');
    expect(items[0]).toHaveTextContent('Gagné : une enceinte Bluetooth');
    expect(items[0]).toHaveTextContent('Participation à compléter');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Compléter ma participation' })).toHaveAttribute(
      'href',
      `${ROUTE_PATHS['game-4-winner']}?code=12`,
    );
    expect(items[1]).toHaveTextContent('Perdu');
    expect(within(items[1] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Participation complète');
    expect(within(items[2] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when nothing was played yet', async () => {
    renderAccountPage(<ProfilePage />, { kit: fakeKit({ getPlayedCodes: jest.fn(async () => []) }), url: URL });
    expect(await screen.findByTestId('participations-empty')).toHaveTextContent('Vous n’avez pas encore joué.');
  });
});
