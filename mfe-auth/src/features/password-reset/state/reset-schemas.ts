import Joi from 'joi';
import { confirmationSchema, emailSchema, newPasswordSchema, joiValidator } from 'shared-ui/validation';

export interface AskResetValues {
  email: string;
}

export const askResetSchema = () => Joi.object<AskResetValues>({ email: emailSchema() });

export interface NewPasswordValues {
  newPassword: string;
  newPasswordConfirmation: string;
}

export const newPasswordFormSchema = () =>
  Joi.object<NewPasswordValues>({
    newPassword: newPasswordSchema(),
    newPasswordConfirmation: confirmationSchema('newPassword'),
  });

/** The form's checks, loaded with joi once the form shows (lazyValidator). */
export const validateAskReset = joiValidator(askResetSchema);

/** The form's checks, loaded with joi once the form shows (lazyValidator). */
export const validateNewPassword = joiValidator(newPasswordFormSchema);
