import { joiValidator } from 'shared-ui/forms';
import { addressSchema, blankAddress, fromAddress, toFields, type AddressValues } from './address-schema';

const validate = joiValidator(addressSchema);

const VALID: AddressValues = {
  label: 'Maison',
  title: 'Mme',
  firstName: 'Camille',
  lastName: 'Martin',
  address1: '3 rue des Pâtes',
  address2: '',
  postalCode: '75011',
  city: 'Paris',
  phone: '06 12 34 56 78',
  email: 'camille@example.fr',
  newsletter: false,
};

describe('address rules', () => {
  it('accepts a complete address', () => {
    expect(validate(VALID)).toEqual({});
  });

  it.each([
    ['7501', 'Le code postal doit contenir 5 chiffres.'],
    ['750111', 'Le code postal doit contenir 5 chiffres.'],
    ['75O11', 'Le code postal doit contenir 5 chiffres.'],
    ['', 'Merci de saisir le code postal.'],
  ])('refuses the postal code %p', (postalCode, message) => {
    expect(validate({ ...VALID, postalCode }).postalCode).toBe(message);
  });

  it.each([
    ['06 12 34 56', 'Le numéro de téléphone doit contenir 10 chiffres.'],
    ['0612345678', 'Le numéro de téléphone doit contenir 10 chiffres.'],
    // The site's one phone rule (the order and the game share it): a French number starts with 0.
    ['12 34 56 78 90', 'Le numéro de téléphone doit contenir 10 chiffres.'],
    ['', 'Merci de saisir un numéro de téléphone.'],
  ])('refuses the phone %p (the mask writes « 06 12 34 56 78 »)', (phone, message) => {
    expect(validate({ ...VALID, phone }).phone).toBe(message);
  });

  it('keeps the provider’s lengths, as the order and the game do: an address line of 200 characters, not 201', () => {
    expect(validate({ ...VALID, address1: 'a'.repeat(200), address2: 'b'.repeat(200) })).toEqual({});
    expect(validate({ ...VALID, address2: 'b'.repeat(201) }).address2).toBeDefined();
  });

  it('names every missing required field in French', () => {
    const errors = validate({
      ...VALID,
      label: ' ',
      title: '',
      firstName: '',
      lastName: '',
      address1: '',
      city: '',
      email: 'pas-un-mail',
    });
    expect(errors).toEqual({
      label: 'Merci de donner un nom à cette adresse.',
      title: 'Merci de choisir une civilité.',
      firstName: 'Merci de saisir votre prénom.',
      lastName: 'Merci de saisir votre nom.',
      address1: "Merci de saisir l'adresse.",
      city: 'Merci de saisir la ville.',
      email: "Cette adresse e-mail n'est pas valide.",
    });
  });

  it('maps to the provider fields and back', () => {
    const fields = toFields({ ...VALID, address2: ' Bât. B ', newsletter: true });
    expect(fields).toEqual({
      user_defined_identifier: 'Maison',
      title: 'Mme',
      first_name: 'Camille',
      last_name: 'Martin',
      address_1: '3 rue des Pâtes',
      address_2: 'Bât. B',
      postal_code: '75011',
      city: 'Paris',
      phone_number: '0612345678',
      external_email: 'camille@example.fr',
      optin_to_newsletter: true,
    });
    expect(fromAddress({ id: 1, is_default: true, ...fields })).toEqual({
      ...VALID,
      address2: 'Bât. B',
      newsletter: true,
    });
    expect(toFields(VALID).address_2).toBeNull();
  });

  it('starts a new address from the session user', () => {
    const values = blankAddress({
      firstName: 'Léa',
      lastName: 'Roux',
      email: 'lea@example.fr',
      title: 'Mme',
      phone: '0612',
    });
    expect(values).toMatchObject({
      firstName: 'Léa',
      lastName: 'Roux',
      email: 'lea@example.fr',
      title: 'Mme',
      phone: '',
    });
  });
});
