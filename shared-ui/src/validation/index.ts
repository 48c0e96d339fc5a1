/**
 * The joi side of the forms (`shared-ui/validation`): an entry of its own, so a form can show and take typing before
 * joi (about 50 kB gz) arrives — the auth pages load it lazily (`lazyValidator`), the others with the page.
 */
export { joiValidator, type FieldErrors } from './joi-validator';
export { confirmationSchema, emailSchema, newPasswordSchema, personNameSchema } from './field-schemas';
export { userInformationRules, userInformationSchema } from './user-information-schema';
