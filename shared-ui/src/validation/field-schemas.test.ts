import Joi from 'joi';
import { joiValidator } from './joi-validator';
import { newPasswordSchema } from './field-schemas';

const validate = joiValidator(() => Joi.object({ password: newPasswordSchema() }));
const ofLength = (length: number) => `${'a'.repeat(length - 1)}1`;

describe('a new password in the forms (AUTH-8: the rule the session server and the provider hold too)', () => {
  it('takes 8 to 200 characters with a letter and a digit', () => {
    for (const password of [ofLength(8), ofLength(200), 'été-2025', 'pates2025']) {
      expect(validate({ password })).toEqual({});
    }
  });

  it('says in French what it refuses: too short, no letter, no digit, too long, nothing', () => {
    for (const password of [ofLength(7), '12345678', 'pates-fraiches']) {
      expect(validate({ password })).toEqual({ password: 'Le mot de passe ne respecte pas les règles ci-dessous.' });
    }
    expect(validate({ password: ofLength(201) })).toEqual({ password: 'Ce champ est trop long.' });
    expect(validate({ password: '' })).toEqual({ password: 'Merci de saisir votre mot de passe.' });
  });
});
