import Joi from 'joi';
import { CONTACT_FIELDS, type UserInformationValues, ADDRESS_FIELDS } from 'shared-ui/forms';
import { joiValidator, userInformationRules, userInformationSchema } from 'shared-ui/validation';
import { GAME_FR } from '../../../messages/fr';

/** Choosing « a new address » rather than a saved one (step 2). */
export const NEW_ADDRESS = 'new';

/** The winner's details and address: the site's user information (shared-ui/forms), filled over two steps. */
export interface ParticipationValues extends Partial<Omit<UserInformationValues, 'label' | 'newsletter'>> {
  /** A saved address id, or NEW_ADDRESS. */
  addressChoice?: string;
}

/** The address fields of step 2: the game keeps no name for the address. */
export const PARTICIPATION_ADDRESS_FIELDS = ADDRESS_FIELDS.filter(
  (name): name is Exclude<(typeof ADDRESS_FIELDS)[number], 'label'> => name !== 'label',
);

/** Step 1, the winner's details. */
export const detailsSchema = () => userInformationSchema(CONTACT_FIELDS).unknown(true);

const checkDetails = joiValidator(detailsSchema);

/** Step 1 would pass as it is (a claim may then resume at step 2). */
export function detailsComplete(values: ParticipationValues): boolean {
  return Object.keys(checkDetails(values)).length === 0;
}

/** Step 2, the address: a saved one, or a new one. */
export function addressSchema() {
  const rules = userInformationRules();
  return Joi.object<ParticipationValues>({
    addressChoice: Joi.string().required().messages({
      'any.required': GAME_FR.validation.addressChoiceRequired,
      'string.empty': GAME_FR.validation.addressChoiceRequired,
    }),
    ...Object.fromEntries(
      PARTICIPATION_ADDRESS_FIELDS.map((name) => [
        name,
        Joi.when('addressChoice', { is: NEW_ADDRESS, then: rules[name], otherwise: Joi.any() }),
      ]),
    ),
  }).unknown(true);
}
