import Joi from 'joi';
import { UNSAFE_TEXT_MESSAGE } from 'shared-kit/contracts';
import { siteI18n } from 'shared-kit/core';
import { joiValidator } from './joi-validator';

const validate = joiValidator(() =>
  Joi.object({
    firstName: Joi.string().required().messages({ 'any.required': 'Merci de saisir votre prénom.' }),
    message: Joi.string().allow(''),
    password: Joi.string().allow(''),
  }),
);

describe('joiValidator', () => {
  it('gives the first French message of each failing field', () => {
    expect(validate({ message: '' } as never)).toEqual({ firstName: 'Merci de saisir votre prénom.' });
    expect(validate({ firstName: 'Camille', message: 'Bonjour,\nça va ?', password: '' })).toEqual({});
  });

  it.each(['Cam\u0000ille', 'Camille\u202egnp.exe', 'x\u2066y', 'a\u0007'])(
    'refuses control and bidi-override characters before anything is sent (%p)',
    (typed) => {
      expect(validate({ firstName: typed, message: typed, password: '' })).toEqual({
        firstName: UNSAFE_TEXT_MESSAGE,
        message: UNSAFE_TEXT_MESSAGE,
      });
    },
  );

  it('leaves passwords to the provider', () => {
    expect(validate({ firstName: 'Camille', message: '', password: 'mot\u0007de passe' })).toEqual({});
  });

  it('builds the schema once per language: its messages say the language of the moment', async () => {
    const build = jest.fn(() =>
      Joi.object({
        firstName: Joi.string()
          .required()
          .messages({ 'any.required': `[${siteI18n().language}]` }),
      }),
    );
    const check = joiValidator(build);
    expect(check({})).toEqual({ firstName: '[fr]' });
    expect(check({})).toEqual({ firstName: '[fr]' });
    expect(build).toHaveBeenCalledTimes(1);
    try {
      await siteI18n().changeLanguage('en');
      expect(check({})).toEqual({ firstName: '[en]' });
      expect(build).toHaveBeenCalledTimes(2);
    } finally {
      await siteI18n().changeLanguage('fr');
    }
  });
});
