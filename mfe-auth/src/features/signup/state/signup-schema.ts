import Joi from 'joi';
import { AUTH_FR } from '../../../messages/fr';
import {
  confirmationSchema,
  emailSchema,
  newPasswordSchema,
  joiValidator,
  personNameSchema,
} from 'shared-ui/validation';

export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  termsAccepted: boolean;
  adult: boolean;
}

/** The sign-up's own bound on names, under the provider's 100. */
const NAME_MAX_LENGTH = 80;

/** A box that must be ticked: unticked, absent or anything else says the same message. */
function acceptance(message: string) {
  return Joi.boolean()
    .valid(true)
    .required()
    .messages({ 'any.required': message, 'any.only': message, 'boolean.base': message });
}

/** AUTH-7: POST /api/signup {email, password, lastName, firstName}; the confirmation stays here. */
export const signupSchema = () =>
  Joi.object<SignupValues>({
    firstName: personNameSchema(AUTH_FR.validation.firstNameRequired, NAME_MAX_LENGTH),
    lastName: personNameSchema(AUTH_FR.validation.lastNameRequired, NAME_MAX_LENGTH),
    email: emailSchema(),
    password: newPasswordSchema(),
    passwordConfirmation: confirmationSchema('password'),
    termsAccepted: acceptance(AUTH_FR.signup.termsRequired),
    adult: acceptance(AUTH_FR.signup.adultRequired),
  });

/** The form's checks, loaded with joi once the form shows (lazyValidator). */
export const validateSignup = joiValidator(signupSchema);
