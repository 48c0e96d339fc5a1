import Joi from 'joi';
import { IDENTIFIER_MESSAGES, UNSAFE_TEXT_MESSAGE } from 'shared-kit/contracts';
import { emailSchema, personNameSchema } from './field-schemas';
import { joiValidator } from './joi-validator';
import { userInformationSchema } from './user-information-schema';

/** The identifiers' one rule (shared-kit contracts), as the forms apply it before anything is sent. */
const validate = joiValidator(() =>
  Joi.object({ email: emailSchema(), firstName: personNameSchema('Merci de saisir votre prénom.', 80) }),
);

describe('the forms’ e-mail and names', () => {
  it('take a plain address and a name, and send the address normalised', () => {
    expect(validate({ email: 'Victim@Example.com', firstName: 'Zoé' })).toEqual({});
    expect(emailSchema().validate(' ＶＩＣＴＩＭ@example.com').value).toBe('victim@example.com');
  });

  it.each([
    ['VS16', 'victim\ufe0f@example.com'],
    ['variation selector 17', 'victim\u{e0100}@example.com'],
    ['Khmer inherent vowel', 'victim\u17b4@example.com'],
  ])('say an address with a %s holds an invisible character', (_name, email) => {
    expect(validate({ email, firstName: 'Camille' })).toEqual({ email: IDENTIFIER_MESSAGES.emailInvisible });
  });

  it.each([
    'vic\u200btim@example.com',
    'victim@ex\u2060ample.com',
    '\u3164victim@example.com',
    'victim\u202e@x.fr',
    'vic\u2800tim@example.com',
  ])('refuse %p as every field refuses invisible characters', (email) => {
    expect(validate({ email, firstName: 'Camille' })).toEqual({ email: UNSAFE_TEXT_MESSAGE });
  });

  it('say a look-alike domain mixes alphabets', () => {
    expect(validate({ email: 'victim@exаmple.com', firstName: 'Camille' })).toEqual({
      email: IDENTIFIER_MESSAGES.emailMixedScripts,
    });
  });

  it.each(['\ufe0f', '❤️', '1234'])('refuse a name without a letter (%p)', (firstName) => {
    expect(validate({ email: 'victim@example.com', firstName })).toEqual({
      firstName: IDENTIFIER_MESSAGES.nameWithoutLetter,
    });
  });

  it('refuse a name of Braille blanks, as every field refuses that blank', () => {
    expect(validate({ email: 'victim@example.com', firstName: '\u2800\u2800' })).toEqual({
      firstName: UNSAFE_TEXT_MESSAGE,
    });
  });

  it('hold the same in the user-information forms (order, participation, profile)', () => {
    const { error } = userInformationSchema(['firstName', 'lastName', 'email']).validate(
      { firstName: 'Camille', lastName: '\ufe0f', email: 'victim@exаmple.com' },
      { abortEarly: false },
    );
    expect(error?.details.map((detail) => [detail.path[0], detail.message])).toEqual([
      ['lastName', IDENTIFIER_MESSAGES.nameWithoutLetter],
      ['email', IDENTIFIER_MESSAGES.emailMixedScripts],
    ]);
  });
});
