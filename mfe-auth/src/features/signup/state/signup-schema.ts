import Joi from 'joi';
import { AUTH_FR } from '../../../messages/fr';
import { confirmationSchema, emailSchema, newPasswordSchema, joiValidator } from 'shared-ui/validation';

export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  termsAccepted: boolean;
  adult: boolean;
}

function nameSchema(requiredMessage: string) {
  return Joi.string().trim().required().max(80).messages({
    'any.required': requiredMessage,
    'string.empty': requiredMessage,
    'string.max': AUTH_FR.validation.tooLong,
  });
}

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
    firstName: nameSchema(AUTH_FR.validation.firstNameRequired),
    lastName: nameSchema(AUTH_FR.validation.lastNameRequired),
    email: emailSchema(),
    password: newPasswordSchema(),
    passwordConfirmation: confirmationSchema('password'),
    termsAccepted: acceptance(AUTH_FR.signup.termsRequired),
    adult: acceptance(AUTH_FR.signup.adultRequired),
  });

/** The form's checks, loaded with joi once the form shows (lazyValidator). */
export const validateSignup = joiValidator(signupSchema);
