import Joi from 'joi';
import type { Title } from 'shared-kit';
import { PHONE_PATTERN, USER_INFORMATION_FR } from 'shared-ui/forms';
import { USER_INFORMATION_RULES as RULES } from 'shared-ui/validation';

export interface ProfileValues {
  title: Title | '';
  firstName: string;
  lastName: string;
  phone: string;
}

/**
 * The user's own title, names and phone: the site's user-information rules (shared-ui/forms), except that the
 * profile may have no phone. The session server checks them again.
 */
export const profileSchema = Joi.object<ProfileValues>({
  title: RULES.title,
  firstName: RULES.firstName,
  lastName: RULES.lastName,
  phone: Joi.string()
    .allow('')
    .pattern(PHONE_PATTERN)
    .messages({ 'string.pattern.base': USER_INFORMATION_FR.validation.phoneInvalid }),
});
