import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitError, ROUTE_PATHS, type UserInformationFields } from 'shared-kit';
import { fakeKit } from '../testing/fake-kit';
import { renderAccountPage } from '../testing/render-account-page';
import NewAddressPage from './NewAddressPage';

const URL = ROUTE_PATHS['profile-addresses-new'];

async function fillAddress() {
  await userEvent.type(screen.getByLabelText('Nom de l’adresse (ex. : Maison)'), 'Maison');
  await userEvent.type(screen.getByLabelText('Adresse'), '3 rue des Pâtes');
  await userEvent.type(screen.getByLabelText('Code postal'), '75011');
  await userEvent.type(screen.getByLabelText('Ville'), 'Paris');
}

// Many keystrokes per test: generous on a shared machine (a test cut short would leave its typing to the next).
jest.setTimeout(30_000);

describe('Nouvelle adresse', () => {
  it('starts from the session user and checks the rules before any request', async () => {
    const kit = fakeKit();
    renderAccountPage(<NewAddressPage />, { kit, url: URL });
    expect(screen.getByLabelText('Prénom')).toHaveValue('Camille');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('camille@example.fr');
    expect(screen.getByLabelText('Téléphone')).toHaveValue('06 12 34 56 78');
    await userEvent.type(screen.getByLabelText('Code postal'), '750');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(await screen.findByText('Le code postal doit contenir 5 chiffres.')).toBeInTheDocument();
    expect(screen.getByText('Merci de donner un nom à cette adresse.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nom de l’adresse (ex. : Maison)')).toHaveFocus();
    expect(kit.createUserInformation).not.toHaveBeenCalled();
  });

  it('creates the address, says so to every reader of the addresses (this tab’s and the others’), and goes back to the list', async () => {
    const createUserInformation = jest.fn(async (fields: UserInformationFields) => ({
      ...fields,
      id: 3,
      is_default: true,
    }));
    const { bus } = renderAccountPage(<NewAddressPage />, { kit: fakeKit({ createUserInformation }), url: URL });
    const announced = jest.fn();
    bus.on('addresses:changed', announced);
    await fillAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(ROUTE_PATHS['profile-addresses']);
    expect(announced).toHaveBeenCalledTimes(1);
    expect(createUserInformation).toHaveBeenCalledWith(
      expect.objectContaining({
        user_defined_identifier: 'Maison',
        postal_code: '75011',
        city: 'Paris',
        phone_number: '0612345678',
        title: 'Mme',
      }),
    );
  });

  it('keeps everything typed when the save fails, with a French message', async () => {
    const failure = new KitError({ code: 'CONNECTION_FAILED', debug_message: 'no answer', user_message: '' });
    renderAccountPage(<NewAddressPage />, {
      kit: fakeKit({ createUserInformation: jest.fn().mockRejectedValue(failure) }),
      url: URL,
    });
    await fillAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(await screen.findByTestId('address-new-error')).toHaveTextContent(/^Une erreur inconnue est survenue/);
    expect(screen.getByLabelText('Ville')).toHaveValue('Paris');
    expect(screen.getByLabelText('Code postal')).toHaveValue('75011');
  });
});
