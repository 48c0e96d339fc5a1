import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitError, ROUTE_PATHS, type Participation, type PlayedCode, type UserInformation } from 'shared-kit';
import GameWinnerPage from '../../../pages/GameWinnerPage';
import { fakeGameKit, PLAYER_SESSION, renderGame, type FakeGameKit } from '../../../testing/render-game';
import { readStoredParticipation, type ParticipationInProgress } from '../../play/state/participation';

const path = ROUTE_PATHS['game-4-winner'];
const won: ParticipationInProgress = {
  game: 4,
  code: 'WINSPEAK',
  codeId: 12,
  hasWon: true,
  hasPreviouslyWon: false,
  benefit: { imageUrl: 'http://localhost:4000/assets/benefits/speaker.svg', keyForDisplay: 'speaker' },
  receiptUuid: 'receipt-9',
  stage: 'winner',
};
const SAVED: UserInformation = {
  id: 5,
  is_default: true,
  user_defined_identifier: 'Maison',
  title: 'Mme',
  first_name: 'Camille',
  last_name: 'Martin',
  address_1: '1 rue des Pâtes',
  address_2: null,
  postal_code: '75001',
  city: 'Paris',
  phone_number: '0601020304',
  external_email: 'camille@example.fr',
};

/** The session's user: the player in the drafts' tests (drafts are theirs), nobody else (every field starts empty). */
let player: typeof PLAYER_SESSION | null = null;

function renderWinner(
  participation: ParticipationInProgress | null = won,
  playedCodes?: PlayedCode[],
  url: string = path,
) {
  if (participation) sessionStorage.setItem('lgb:game:participation', JSON.stringify(participation));
  return renderGame(<GameWinnerPage game={4} />, url, path, { playedCodes, kit, user: player });
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Civilité'), 'Madame');
  await user.type(screen.getByLabelText('Prénom'), 'Camille');
  await user.type(screen.getByLabelText('Nom'), 'Martin');
  await user.type(screen.getByLabelText('Adresse e-mail'), 'camille@example.fr');
  await user.type(screen.getByLabelText('Téléphone'), '0601020304');
}

const participationAnswer = (codeId: number): { participation: Participation } => ({
  participation: { id: 1, code_id: codeId, complete: true },
});

// Many keystrokes per test: generous on a shared machine.
jest.setTimeout(30_000);

/** The kit the page is given (GameKitProvider): a fresh fake per test. */
let kit: FakeGameKit;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.restoreAllMocks();
  kit = fakeGameKit();
});

describe('winner page: what the winner typed survives a reload', () => {
  beforeEach(() => {
    player = PLAYER_SESSION;
  });
  afterEach(() => {
    player = null;
  });

  it('restores both steps as typed after a reload, and forgets them once the participation is sent', async () => {
    kit.linkCodeToUserInformation.mockResolvedValue(participationAnswer(12));
    const first = renderWinner();
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(screen.getByLabelText('Civilité'), 'Madame');
    await user.type(screen.getByLabelText('Téléphone'), '0601020304');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.type(screen.getByLabelText('Adresse'), '1 rue des Pâtes');
    await user.type(screen.getByLabelText('Code postal'), '75001');

    // The page is reloaded: the game's store starts afresh; the claim starts again at step 2, where it stopped.
    first.unmount();
    renderWinner();
    expect(await screen.findByLabelText('Adresse')).toHaveValue('1 rue des Pâtes');
    expect(screen.getByLabelText('Code postal')).toHaveValue('75001');
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getByLabelText('Civilité')).toHaveValue('Mme');
    expect(screen.getByLabelText('Téléphone')).toHaveValue('06 01 02 03 04');
    expect(screen.getByLabelText('Prénom')).toHaveValue('Camille');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByLabelText('Adresse')).toHaveValue('1 rue des Pâtes');

    await user.type(screen.getByLabelText('Ville'), 'Paris');
    await user.click(screen.getByRole('button', { name: 'Valider ma participation' }));
    expect(await screen.findByTestId('participation-completed')).toBeInTheDocument();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('lgb:draft:'))).toEqual([]);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('lgb:draft:'))).toEqual([]);
  });
});

describe('winner page: a claim resumed starts where it stopped, with what was saved', () => {
  beforeEach(() => {
    player = PLAYER_SESSION;
  });
  afterEach(() => {
    player = null;
  });

  const played: PlayedCode = {
    code_id: 12,
    code: 'WINSPEAK',
    burned_at: '2026-11-20T10:00:00.000Z',
    has_won: true,
    has_previously_won: false,
    benefit: { image_url: 'http://localhost:4000/assets/benefits/speaker.svg', key_for_display: 'speaker' },
    receipt_kit_uuid: 'receipt-9',
    complete: false,
    completed_at: null,
  };

  it('in a new tab of this browser (the first one closed at step 2): step 2, the civility and phone typed', async () => {
    kit.getUserInformations.mockResolvedValue([]);
    const first = renderWinner(won, []);
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(await screen.findByLabelText('Civilité'), 'Madame');
    await user.type(screen.getByLabelText('Téléphone'), '0601020304');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.type(screen.getByLabelText('Adresse'), '1 rue des Pâtes');
    first.unmount();

    // The tab is closed: what it kept is gone; the provider still knows the prize, this device the claim.
    sessionStorage.clear();
    renderWinner(null, [played], `${path}?code=12`);
    expect(await screen.findByText('Étape 2 sur 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse')).toHaveValue('1 rue des Pâtes');
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getByLabelText('Civilité')).toHaveValue('Mme');
    expect(screen.getByLabelText('Téléphone')).toHaveValue('06 01 02 03 04');
  });

  it('on another device: step 1, the civility and phone of the default saved address where the profile has none', async () => {
    kit.getUserInformations.mockResolvedValue([SAVED]);
    renderWinner(null, [played], `${path}?code=12`);
    expect(await screen.findByText('Étape 1 sur 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Civilité')).toHaveValue('Mme');
    expect(screen.getByLabelText('Téléphone')).toHaveValue('06 01 02 03 04');
    expect(screen.getByLabelText('Prénom')).toHaveValue('Camille');
  });
});

describe('winner page: the two-step participation form (GAME-PARTICIPATION-1)', () => {
  it('shows the prize, checks each step, keeps values going back and forth, then completes', async () => {
    const link = kit.linkCodeToUserInformation.mockResolvedValue(participationAnswer(12));
    renderWinner();
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bravo !');
    expect(screen.getByRole('img', { name: 'Une enceinte Bluetooth' })).toHaveAttribute('width', '320');
    expect(screen.getByText('Étape 1 sur 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByText('Merci de choisir une civilité.')).toBeInTheDocument();
    expect(screen.getByText('Merci de saisir votre prénom.')).toBeInTheDocument();
    expect(screen.getByText('Merci de saisir votre numéro de téléphone.')).toBeInTheDocument();

    await fillDetails(user);
    expect(screen.getByLabelText('Téléphone')).toHaveValue('06 01 02 03 04');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByText('Étape 2 sur 2')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Adresse'), '1 rue des Pâtes');
    await user.type(screen.getByLabelText('Code postal'), '7500');
    await user.click(screen.getByRole('button', { name: 'Valider ma participation' }));
    expect(screen.getByText('Le code postal doit contenir 5 chiffres.')).toBeInTheDocument();
    expect(screen.getByText('Merci de saisir votre ville.')).toBeInTheDocument();
    expect(link).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getByLabelText('Prénom')).toHaveValue('Camille');
    expect(screen.getByLabelText('Civilité')).toHaveValue('Mme');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByLabelText('Adresse')).toHaveValue('1 rue des Pâtes');
    expect(screen.getByLabelText('Code postal')).toHaveValue('7500');

    await user.type(screen.getByLabelText('Code postal'), '1a2');
    expect(screen.getByLabelText('Code postal')).toHaveValue('75001');
    await user.type(screen.getByLabelText('Ville'), 'Paris');
    await user.click(screen.getByRole('button', { name: 'Valider ma participation' }));

    expect(await screen.findByTestId('participation-completed')).toHaveTextContent('Participation enregistrée !');
    expect(link).toHaveBeenCalledWith({
      codeId: 12,
      receiptKitUuid: 'receipt-9',
      userInformationFields: {
        title: 'Mme',
        first_name: 'Camille',
        last_name: 'Martin',
        external_email: 'camille@example.fr',
        phone_number: '0601020304',
        address_1: '1 rue des Pâtes',
        address_2: null,
        postal_code: '75001',
        city: 'Paris',
      },
    });
    expect(readStoredParticipation()?.stage).toBe('completed');
  });

  it('disables the submit while sending and keeps everything after a failure', async () => {
    let fail: (error: Error) => void = () => undefined;
    kit.linkCodeToUserInformation.mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    renderWinner();
    const user = userEvent.setup({ delay: null });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.type(screen.getByLabelText('Adresse'), '1 rue des Pâtes');
    await user.type(screen.getByLabelText('Code postal'), '75001');
    await user.type(screen.getByLabelText('Ville'), 'Paris');
    await user.click(screen.getByRole('button', { name: 'Valider ma participation' }));
    expect(screen.getByRole('button', { name: 'Enregistrement…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeDisabled();
    await act(async () =>
      fail(new KitError({ code: 'SERVER_ERROR', debug_message: '500', user_message: '', status: 500 })),
    );
    expect(await screen.findByTestId('participation-error')).toHaveTextContent(
      'Votre participation n’a pas pu être enregistrée.',
    );
    expect(screen.getByLabelText('Ville')).toHaveValue('Paris');
    expect(screen.getByLabelText('Code postal')).toHaveValue('75001');
    expect(screen.getByRole('button', { name: 'Valider ma participation' })).toBeEnabled();
  });

  it('offers the saved addresses, the default one chosen; the winner stays who they said at step 1', async () => {
    // Saved for someone else: the prize goes to that address, in the name of the winner.
    kit.getUserInformations.mockResolvedValue([
      { ...SAVED, title: 'Mr', first_name: 'Léo', last_name: 'Durand', phone_number: '0700000000' },
    ]);
    const link = kit.linkCodeToUserInformation.mockResolvedValue(participationAnswer(12));
    // The saved addresses are read for the user the kit acts for (shared-ui/data): authorized, as the host does.
    renderWinner(won, []);
    const user = userEvent.setup({ delay: null });
    await screen.findByLabelText('Civilité');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(
      screen.getByRole('radio', { name: 'Maison Monsieur Léo Durand, 1 rue des Pâtes, 75001 Paris' }),
    ).toBeChecked();
    expect(screen.queryByLabelText('Ville')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Saisir une nouvelle adresse' }));
    expect(screen.getByLabelText('Ville')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Maison/ }));
    await user.click(screen.getByRole('button', { name: 'Valider ma participation' }));
    await screen.findByTestId('participation-completed');
    expect(link.mock.calls[0]?.[0].userInformationFields).toMatchObject({
      address_1: '1 rue des Pâtes',
      postal_code: '75001',
      city: 'Paris',
      title: 'Mme',
      first_name: 'Camille',
      last_name: 'Martin',
      phone_number: '0601020304',
    });
  });

  it('a code that had already won says the participation is incomplete', () => {
    renderWinner({ ...won, hasPreviouslyWon: true });
    expect(screen.getByTestId('participation-incomplete')).toHaveTextContent(
      'votre participation n’est pas encore complète',
    );
  });

  it('a reload without a participation, or a lost one, goes back to the game once the provider has none', async () => {
    renderWinner({ ...won, hasWon: false, stage: 'loser' }, []);
    expect(await screen.findByTestId('landed')).toHaveTextContent(ROUTE_PATHS['game-4']);
  });

  const PLAYED_WIN: PlayedCode = {
    code_id: 31,
    code: 'WINSPEAK',
    burned_at: '2026-11-20T10:00:00.000Z',
    has_won: true,
    has_previously_won: false,
    benefit: { image_url: 'http://localhost:4000/assets/benefits/speaker.svg', key_for_display: 'speaker' },
    receipt_kit_uuid: 'receipt-31',
    complete: false,
    completed_at: null,
  };

  it('resumes an unfinished win from the provider in a tab that never played, and completes it', async () => {
    const link = kit.linkCodeToUserInformation.mockResolvedValue(participationAnswer(31));
    kit.getUserInformations.mockResolvedValue([]);
    const lost: PlayedCode = {
      ...PLAYED_WIN,
      code_id: 32,
      code: 'LOSE0001',
      has_won: false,
      complete: null,
      benefit: null,
    };
    renderWinner(null, [lost, PLAYED_WIN]);
    expect(await screen.findByText('Étape 1 sur 2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Une enceinte Bluetooth' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.type(screen.getByLabelText('Adresse'), '1 rue des Pâtes');
    await user.type(screen.getByLabelText('Code postal'), '75001');
    await user.type(screen.getByLabelText('Ville'), 'Paris');
    await user.click(screen.getByRole('button', { name: 'Valider ma participation' }));
    await waitFor(() => expect(link).toHaveBeenCalledTimes(1));
    expect(link.mock.calls[0]?.[0]).toMatchObject({ codeId: 31, receiptKitUuid: 'receipt-31' });
  });

  it('opens the participation asked for by ?code=, and not another', async () => {
    kit.getUserInformations.mockResolvedValue([]);
    const other: PlayedCode = {
      ...PLAYED_WIN,
      code_id: 40,
      code: 'WINHEADS',
      benefit: { image_url: 'x', key_for_display: 'headset' },
    };
    renderWinner(null, [other, PLAYED_WIN], `${path}?code=31`);
    expect(await screen.findByRole('img', { name: 'Une enceinte Bluetooth' })).toBeInTheDocument();
  });
});
