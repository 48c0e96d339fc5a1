import Joi from 'joi';
import { confirmationSchema, emailSchema, newPasswordSchema } from 'shared-ui/forms';

export interface AskResetValues {
  email: string;
}

export const askResetSchema = Joi.object<AskResetValues>({ email: emailSchema });

export interface NewPasswordValues {
  newPassword: string;
  newPasswordConfirmation: string;
}

export const newPasswordFormSchema = Joi.object<NewPasswordValues>({
  newPassword: newPasswordSchema,
  newPasswordConfirmation: confirmationSchema('newPassword'),
});
