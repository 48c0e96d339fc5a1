import Joi from 'joi';
import { AUTH_FR } from '../../../messages/fr';
import { confirmationSchema, emailSchema, newPasswordSchema } from 'shared-ui/forms';

export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
}

function nameSchema(requiredMessage: string) {
  return Joi.string().trim().required().max(80).messages({
    'any.required': requiredMessage,
    'string.empty': requiredMessage,
    'string.max': AUTH_FR.validation.tooLong,
  });
}

/** Spec §7: POST /api/signup {email, password, lastName, firstName}; the confirmation stays here. */
export const signupSchema = Joi.object<SignupValues>({
  firstName: nameSchema(AUTH_FR.validation.firstNameRequired),
  lastName: nameSchema(AUTH_FR.validation.lastNameRequired),
  email: emailSchema,
  password: newPasswordSchema,
  passwordConfirmation: confirmationSchema('password'),
});
