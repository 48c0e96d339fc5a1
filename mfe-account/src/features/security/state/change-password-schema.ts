import Joi from 'joi';
import { PASSWORD_MAX_LENGTH } from 'shared-kit/contracts';
import { confirmationSchema, newPasswordSchema } from 'shared-ui/validation';
import { ACCOUNT_FR } from '../../../messages/fr';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

/** AUTH-7 changePassword: old, new and its confirmation; the new one follows the signup rules. */
export const changePasswordSchema = () =>
  Joi.object<ChangePasswordValues>({
    oldPassword: Joi.string().required().max(PASSWORD_MAX_LENGTH).messages({
      'any.required': ACCOUNT_FR.validation.oldPasswordRequired,
      'string.empty': ACCOUNT_FR.validation.oldPasswordRequired,
      'string.max': ACCOUNT_FR.validation.tooLong,
    }),
    newPassword: newPasswordSchema(),
    newPasswordConfirmation: confirmationSchema('newPassword'),
  });
