import Joi from 'joi';
import type { Title } from 'shared-kit';
import { PHONE_PATTERN, USER_INFORMATION_FR } from 'shared-ui/forms';
import { userInformationRules } from 'shared-ui/validation';

export interface ProfileValues {
  title: Title | '';
  firstName: string;
  lastName: string;
  phone: string;
}

/**
 * The user's own title, names and phone: the site's user-information rules (shared-ui/forms), except that the
 * profile may have neither a title nor a phone. Sign-up asks for neither (SESSION-1: e-mail, password and names),
 * so the profile cannot require one to save the other; the forms that send a prize or a goody (order,
 * participation) ask for both. The session server checks them again.
 */
export function profileSchema() {
  const rules = userInformationRules();
  return Joi.object<ProfileValues>({
    title: (rules.title as Joi.StringSchema).optional().allow(''),
    firstName: rules.firstName,
    lastName: rules.lastName,
    phone: Joi.string()
      .allow('')
      .pattern(PHONE_PATTERN)
      .messages({ 'string.pattern.base': USER_INFORMATION_FR.validation.phoneInvalid }),
  });
}
