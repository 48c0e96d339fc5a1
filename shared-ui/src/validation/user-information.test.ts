import type { UserInformation } from 'shared-kit';
import { joiValidator } from './joi-validator';
import {
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  fromUserInformation,
  toUserInformationFields,
  userInformationFromSession,
  withSavedAddress,
  withoutAddress,
  type UserInformationValues,
} from '../forms/user-information/user-information';
import { userInformationSchema } from './user-information-schema';

const validate = joiValidator(() => userInformationSchema([...CONTACT_FIELDS, ...ADDRESS_FIELDS, 'newsletter']));

const VALID: UserInformationValues = {
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

describe('the user-information rules (one set for the account, the order and the game)', () => {
  it('accepts a complete address', () => {
    expect(validate(VALID)).toEqual({});
  });

  it.each([
    ['7501', 'Le code postal doit contenir 5 chiffres.'],
    ['750111', 'Le code postal doit contenir 5 chiffres.'],
    ['75O11', 'Le code postal doit contenir 5 chiffres.'],
    ['', 'Merci de saisir votre code postal.'],
  ])('refuses the postal code %p', (postalCode, message) => {
    expect(validate({ ...VALID, postalCode }).postalCode).toBe(message);
  });

  it.each([
    ['06 12 34 56', 'Le numéro de téléphone doit contenir 10 chiffres.'],
    ['0612345678', 'Le numéro de téléphone doit contenir 10 chiffres.'],
    ['12 34 56 78 90', 'Le numéro de téléphone doit contenir 10 chiffres.'],
    ['', 'Merci de saisir votre numéro de téléphone.'],
  ])('refuses the phone %p (the mask writes « 06 12 34 56 78 », a French number starts with 0)', (phone, message) => {
    expect(validate({ ...VALID, phone }).phone).toBe(message);
  });

  it('keeps the provider’s lengths: an address line of 200 characters, not 201; a name of 100, not 101', () => {
    expect(validate({ ...VALID, address1: 'a'.repeat(200), address2: 'b'.repeat(200) })).toEqual({});
    expect(validate({ ...VALID, address2: 'b'.repeat(201) }).address2).toBe('Ce champ est trop long.');
    expect(validate({ ...VALID, label: 'm'.repeat(100), firstName: 'c'.repeat(100) })).toEqual({});
    expect(validate({ ...VALID, firstName: 'c'.repeat(101) }).firstName).toBe('Ce champ est trop long.');
  });

  it('names every missing required field in French', () => {
    expect(
      validate({ ...VALID, label: ' ', title: '', firstName: '', lastName: '', address1: '', city: '', email: 'x' }),
    ).toEqual({
      label: 'Merci de donner un nom à cette adresse.',
      title: 'Merci de choisir une civilité.',
      firstName: 'Merci de saisir votre prénom.',
      lastName: 'Merci de saisir votre nom.',
      address1: 'Merci de saisir votre adresse.',
      city: 'Merci de saisir votre ville.',
      email: 'Cette adresse e-mail n’est pas valide.',
    });
  });

  it('asks only for the fields a form names (the game’s address step has no name for the address)', () => {
    const addressOnly = joiValidator(() => userInformationSchema(['address1', 'address2', 'postalCode', 'city']));
    expect(addressOnly({ address1: '1 rue A', address2: '', postalCode: '69001', city: 'Lyon' } as never)).toEqual({});
  });
});

describe('the provider mapping', () => {
  it('maps every field to the provider’s names, the phone stored as digits, and back as the mask writes it', () => {
    const fields = toUserInformationFields({ ...VALID, address2: ' Bât. B ', newsletter: true });
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
    expect(fromUserInformation({ ...fields })).toEqual({ ...VALID, address2: 'Bât. B', newsletter: true });
    expect(toUserInformationFields(VALID).address_2).toBeNull();
  });

  it('sends only the fields a form holds', () => {
    expect(toUserInformationFields({ firstName: ' Léa ', phone: '07 00 00 00 01' })).toEqual({
      first_name: 'Léa',
      phone_number: '0700000001',
    });
  });

  it('reads a phone saved with spaces (older saves) the same as one saved as digits', () => {
    expect(fromUserInformation({ phone_number: '06 12 34 56 78' }).phone).toBe('06 12 34 56 78');
    expect(fromUserInformation({ phone_number: '0612345678' }).phone).toBe('06 12 34 56 78');
  });

  it('starts from the session user, leaving out a phone the form would refuse', () => {
    const user = { firstName: 'Léa', lastName: 'Roux', email: 'lea@example.fr', title: 'Mme', phone: '0612' };
    expect(userInformationFromSession(user)).toMatchObject({
      firstName: 'Léa',
      lastName: 'Roux',
      email: 'lea@example.fr',
      title: 'Mme',
      phone: '',
      address1: '',
    });
    expect(userInformationFromSession({ ...user, phone: '0712345678', title: 'Dr' })).toMatchObject({
      phone: '07 12 34 56 78',
      title: '',
    });
  });

  it('picks a saved address into a form: the address replaced, the typed contact kept where the address has none', () => {
    const saved: UserInformation = {
      id: 7,
      is_default: false,
      user_defined_identifier: 'Bureau',
      address_1: '8 quai Est',
      address_2: null,
      postal_code: '69002',
      city: 'Lyon',
      first_name: 'Camille',
      last_name: 'Durand',
    };
    const typed = { ...VALID, address2: 'Bât. C', phone: '07 11 22 33 44' };
    expect(withSavedAddress(typed, saved)).toEqual({
      ...VALID,
      lastName: 'Durand',
      phone: '07 11 22 33 44',
      label: 'Bureau',
      address1: '8 quai Est',
      address2: '',
      postalCode: '69002',
      city: 'Lyon',
    });
    expect(withSavedAddress(typed, saved, { contact: false })).toEqual({
      ...typed,
      label: 'Bureau',
      address1: '8 quai Est',
      address2: '',
      postalCode: '69002',
      city: 'Lyon',
    });
    expect(withoutAddress(typed)).toEqual({
      ...typed,
      label: '',
      address1: '',
      address2: '',
      postalCode: '',
      city: '',
    });
  });
});
