import Joi from 'joi';
import { PASSWORD_MAX_LENGTH } from 'shared-kit/contracts';
import { AUTH_FR } from '../../../messages/fr';
import { emailSchema, joiValidator } from 'shared-ui/validation';

export interface LoginValues {
  email: string;
  password: string;
}

/** No password rules here: accounts made before any rule must still be able to log in. */
export const loginSchema = () =>
  Joi.object<LoginValues>({
    email: emailSchema(),
    password: Joi.string().required().max(PASSWORD_MAX_LENGTH).messages({
      'any.required': AUTH_FR.validation.passwordRequired,
      'string.empty': AUTH_FR.validation.passwordRequired,
      'string.max': AUTH_FR.validation.tooLong,
    }),
  });

/** The form's checks, loaded with joi once the form shows (lazyValidator). */
export const validateLogin = joiValidator(loginSchema);
