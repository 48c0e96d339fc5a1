import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitError, ROUTE_PATHS } from 'shared-kit';
import { address, fakeKit } from '../testing/fake-kit';
import { renderAccountPage } from '../testing/render-account-page';
import AddressesPage from './AddressesPage';

const URL = ROUTE_PATHS['profile-addresses'];
const HOME = address({ id: 1, is_default: true, user_defined_identifier: 'Maison' });
const WORK = address({
  id: 2,
  is_default: false,
  user_defined_identifier: 'Bureau',
  address_1: '10 avenue du Blé',
  postal_code: '69002',
  city: 'Lyon',
});

describe('Mes adresses', () => {
  it('starts from the addresses the server read for the page, the default first, before the kit answers', () => {
    renderAccountPage(<AddressesPage />, { kit: fakeKit(), url: URL, loaded: { 'user-informations': [WORK, HOME] } });
    const cards = screen.getAllByTestId('address-card');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Maison'),
      expect.stringContaining('Bureau'),
    ]);
  });

  it('shows placeholders, then an invitation when there is no address', async () => {
    const getUserInformations = jest.fn(async () => []);
    renderAccountPage(<AddressesPage />, { kit: fakeKit({ getUserInformations }), url: URL });
    expect(screen.getByTestId('addresses-loading')).toBeInTheDocument();
    const empty = await screen.findByTestId('addresses-empty');
    expect(empty).toHaveTextContent('Vous n’avez pas encore enregistré d’adresse.');
    expect(within(empty).getByRole('link', { name: 'Ajouter ma première adresse' })).toHaveAttribute(
      'href',
      ROUTE_PATHS['profile-addresses-new'],
    );
  });

  it('says a failed read in French', async () => {
    const failure = new KitError({ code: 'SERVER_ERROR', debug_message: '500', user_message: '', status: 500 });
    renderAccountPage(<AddressesPage />, {
      kit: fakeKit({ getUserInformations: jest.fn().mockRejectedValue(failure) }),
      url: URL,
    });
    expect(await screen.findByTestId('addresses-error')).toHaveTextContent(
      'Impossible de charger ces informations pour le moment.',
    );
  });

  it('lists the addresses with the default first and marked', async () => {
    renderAccountPage(<AddressesPage />, {
      kit: fakeKit({ getUserInformations: jest.fn(async () => [WORK, HOME]) }),
      url: URL,
    });
    const cards = await screen.findAllByTestId('address-card');
    expect(within(cards[0] as HTMLElement).getByRole('heading')).toHaveTextContent('Maison');
    expect(within(cards[0] as HTMLElement).getByTestId('address-default')).toHaveTextContent('Adresse par défaut');
    expect(within(cards[1] as HTMLElement).queryByTestId('address-default')).not.toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('69002 Lyon');
    expect(
      within(cards[1] as HTMLElement).getByRole('button', { name: 'Définir par défaut : « Bureau »' }),
    ).toBeInTheDocument();
  });

  it('makes another address the default', async () => {
    const getUserInformations = jest
      .fn()
      .mockResolvedValueOnce([HOME, WORK])
      .mockResolvedValue([
        { ...HOME, is_default: false },
        { ...WORK, is_default: true },
      ]);
    const makeUserInformationDefault = jest.fn(async (_id: number) => ({ ...WORK, is_default: true }));
    renderAccountPage(<AddressesPage />, {
      kit: fakeKit({ getUserInformations, makeUserInformationDefault }),
      url: URL,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Définir par défaut : « Bureau »' }));
    expect(makeUserInformationDefault).toHaveBeenCalledWith(2);
    expect(await screen.findByTestId('addresses-notice')).toHaveTextContent(
      'L’adresse « Bureau » est maintenant votre adresse par défaut.',
    );
    await waitFor(() =>
      expect(within(screen.getAllByTestId('address-card')[0] as HTMLElement).getByRole('heading')).toHaveTextContent(
        'Bureau',
      ),
    );
  });

  it('deletes only after a confirmation, and names the new default when the default goes', async () => {
    const getUserInformations = jest
      .fn()
      .mockResolvedValueOnce([HOME, WORK])
      .mockResolvedValue([{ ...WORK, is_default: true }]);
    const deleteUserInformation = jest.fn(async (_id: number) => ({ deleted: true }));
    renderAccountPage(<AddressesPage />, { kit: fakeKit({ getUserInformations, deleteUserInformation }), url: URL });
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer « Maison »' }));
    expect(screen.getByText('Supprimer l’adresse « Maison » ?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Oui, supprimer' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(deleteUserInformation).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer « Maison »' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oui, supprimer' }));
    expect(deleteUserInformation).toHaveBeenCalledWith(1);
    expect(await screen.findByTestId('addresses-notice')).toHaveTextContent(
      'L’adresse a été supprimée. L’adresse « Bureau » est maintenant votre adresse par défaut.',
    );
    expect(screen.getAllByTestId('address-card')).toHaveLength(1);
  });

  it('edits in place; a failed save keeps what was typed and says why', async () => {
    const refusal = new KitError({
      code: 'invalid_parameter',
      debug_message: '400',
      user_message: 'La ville est trop longue.',
      status: 400,
    });
    const updateUserInformation = jest
      .fn()
      .mockRejectedValueOnce(refusal)
      .mockResolvedValueOnce({ ...HOME, city: 'Marseille' });
    const getUserInformations = jest
      .fn()
      .mockResolvedValueOnce([HOME])
      .mockResolvedValue([{ ...HOME, city: 'Marseille', postal_code: '13001' }]);
    renderAccountPage(<AddressesPage />, { kit: fakeKit({ getUserInformations, updateUserInformation }), url: URL });
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier « Maison »' }));
    const city = screen.getByLabelText('Ville');
    await userEvent.clear(city);
    await userEvent.type(city, 'Marseille');
    const postalCode = screen.getByLabelText('Code postal');
    await userEvent.clear(postalCode);
    await userEvent.type(postalCode, '13-0019');
    expect(postalCode).toHaveValue('13001');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La ville est trop longue.');
    expect(screen.getByLabelText('Ville')).toHaveValue('Marseille');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(updateUserInformation).toHaveBeenLastCalledWith(
      1,
      expect.objectContaining({ city: 'Marseille', postal_code: '13001' }),
    );
    expect(await screen.findByTestId('addresses-notice')).toHaveTextContent('L’adresse a bien été enregistrée.');
    expect(screen.getByTestId('address-card')).toHaveTextContent('13001 Marseille');
    // Typing a whole form field by field is slow on a busy machine.
  }, 20_000);

  it('shows an address saved while ordering (phone in digits) one way, and saves it again without retyping', async () => {
    const fromOrder = address({ id: 3, user_defined_identifier: 'Commande', phone_number: '0611223344' });
    const updateUserInformation = jest.fn().mockResolvedValue(fromOrder);
    renderAccountPage(<AddressesPage />, {
      kit: fakeKit({ getUserInformations: jest.fn(async () => [fromOrder]), updateUserInformation }),
      url: URL,
    });
    expect(await screen.findByTestId('address-card')).toHaveTextContent('06 11 22 33 44');
    await userEvent.click(screen.getByRole('button', { name: 'Modifier « Commande »' }));
    expect(screen.getByLabelText('Téléphone')).toHaveValue('06 11 22 33 44');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(updateUserInformation).toHaveBeenCalledTimes(1));
  });
});
