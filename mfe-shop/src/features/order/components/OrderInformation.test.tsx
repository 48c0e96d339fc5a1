import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInformation } from 'shared-kit';
import { fakeShopKit } from '../../../testing/fake-shop-kit';
import { renderShopPage } from '../../../testing/render-shop-page';
import { loadOrderDraft } from '../state/order-draft';
import { OrderInformation } from './OrderInformation';

const address = (id: number, name: string, city: string, isDefault: boolean): UserInformation => ({
  id,
  is_default: isDefault,
  user_defined_identifier: name,
  address_1: `${id} rue des Pâtes`,
  address_2: null,
  postal_code: '69001',
  city,
  title: 'Mme',
  first_name: 'Camille',
  last_name: 'Martin',
  phone_number: '0611223344',
  external_email: 'camille@example.fr',
});

const URL = '/la-grande-boutique/commande/informations';

describe('OrderInformation', () => {
  beforeEach(() => sessionStorage.clear());

  it('prefills from the user and the default address, and the picker swaps the address', async () => {
    const user = userEvent.setup();
    const kit = fakeShopKit({
      getUserInformations: jest.fn(async () => [
        address(1, 'Bureau', 'Paris', false),
        address(2, 'Maison', 'Lyon', true),
      ]),
    });
    renderShopPage(<OrderInformation />, { kit, url: URL, basket: [{ couponIdentifier: 'goody-mug', quantity: 1 }] });
    expect(await screen.findByLabelText('Ville')).toHaveValue('Lyon');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('camille@example.fr');
    expect(screen.getByLabelText('Téléphone')).toHaveValue('06 11 22 33 44');
    expect(screen.getByLabelText('Civilité')).toHaveValue('Mme');
    // The fields hold « Maison »: the picker says so, never « Saisir une nouvelle adresse ».
    const picker = screen.getByLabelText('Utiliser une adresse enregistrée');
    expect(picker).toHaveValue('2');
    await user.selectOptions(picker, '1');
    expect(await screen.findByLabelText('Ville')).toHaveValue('Paris');
    expect(screen.getByLabelText('Nom de l’adresse (ex. : Maison)')).toHaveValue('Bureau');
    expect(screen.getByLabelText('Utiliser une adresse enregistrée')).toHaveValue('1');
  });

  it('says « Saisir une nouvelle adresse » once the address typed is no longer a saved one', async () => {
    const user = userEvent.setup();
    const kit = fakeShopKit({ getUserInformations: jest.fn(async () => [address(2, 'Maison', 'Lyon', true)]) });
    renderShopPage(<OrderInformation />, { kit, url: URL, basket: [{ couponIdentifier: 'goody-mug', quantity: 1 }] });
    const city = await screen.findByLabelText('Ville');
    expect(screen.getByLabelText('Utiliser une adresse enregistrée')).toHaveValue('2');
    await user.type(city, 'Villeurbanne');
    expect(screen.getByLabelText('Utiliser une adresse enregistrée')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Saisir une nouvelle adresse', selected: true })).toBeInTheDocument();
  });

  it('finds what was typed after a reload, over the prefill; a pick of an address replaces it', async () => {
    const user = userEvent.setup();
    const options = {
      kit: fakeShopKit({ getUserInformations: jest.fn(async () => [address(2, 'Maison', 'Lyon', true)]) }),
      url: URL,
      basket: [{ couponIdentifier: 'goody-mug', quantity: 1 }],
    };
    const first = renderShopPage(<OrderInformation />, options);
    const city = await screen.findByLabelText('Ville');
    await user.clear(city);
    await user.type(city, 'Villeurbanne');
    await user.type(screen.getByLabelText('Adresse', { exact: true }), ' bis');
    first.unmount();

    renderShopPage(<OrderInformation />, options);
    expect(await screen.findByLabelText('Ville')).toHaveValue('Villeurbanne');
    expect(screen.getByLabelText('Adresse', { exact: true })).toHaveValue('2 rue des Pâtes bis');
    await user.selectOptions(screen.getByLabelText('Utiliser une adresse enregistrée'), '2');
    expect(await screen.findByLabelText('Ville')).toHaveValue('Lyon');
  }, 20_000);

  it('says what is wrong per field in French, then keeps the values for the summary', async () => {
    const user = userEvent.setup();
    renderShopPage(<OrderInformation />, {
      url: URL,
      routePath: URL,
      basket: [{ couponIdentifier: 'goody-mug', quantity: 1 }],
    });
    await user.click(await screen.findByRole('button', { name: 'Continuer vers le récapitulatif' }));
    expect(await screen.findByText('Merci de choisir une civilité.')).toBeInTheDocument();
    expect(screen.getByText('Vous devez accepter les conditions de la boutique.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Civilité'), 'Mr');
    await user.type(screen.getByLabelText('Téléphone'), '06.11.22.33.44');
    await user.type(screen.getByLabelText('Nom de l’adresse (ex. : Maison)'), 'Maison');
    await user.type(screen.getByLabelText('Adresse'), '1 rue du Four');
    await user.type(screen.getByLabelText('Code postal'), '690');
    await user.type(screen.getByLabelText('Ville'), 'Lyon');
    await user.click(screen.getByLabelText('J’accepte les conditions de la boutique'));
    await user.click(screen.getByRole('button', { name: 'Continuer vers le récapitulatif' }));
    expect(await screen.findByText('Le code postal doit contenir 5 chiffres.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code postal'), '01');
    await user.click(screen.getByRole('button', { name: 'Continuer vers le récapitulatif' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/la-grande-boutique/commande/recapitulatif');
    expect(loadOrderDraft('camille@example.fr')).toMatchObject({
      title: 'Mr',
      phone: '06 11 22 33 44',
      postalCode: '69001',
      termsAccepted: true,
    });
  }, 20_000);
});
