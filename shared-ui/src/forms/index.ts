/**
 * Form pieces shared by every remote (react-final-form, FORM-MASK-1, accessible fields). A separate entry
 * (`shared-ui/forms`) so pages without a form never load final-form; joi is `shared-ui/validation`'s.
 */
export { ValidatedForm, type ValidatedFormProps, type FormDraftOptions } from './ValidatedForm';
export { TextField, fieldId, applyMask, type TextFieldProps } from './TextField';
export { CheckboxField, SelectField, type SelectOption } from './ChoiceFields';
export { CivilityField, TITLES, isTitle } from './CivilityField';
export { SubmitButton } from './SubmitButton';
export { FormMessage } from './FormMessage';
export { NewPasswordFields } from './NewPasswordFields';
export { PasswordRules } from './PasswordRules';
export { ShowPasswords } from './ShowPasswords';
export { lazyValidator, type FieldErrors, type FormValidator, type LazyValidator } from './form-validators';
export { PHONE_MASK, PHONE_PATTERN, POSTAL_CODE_MASK, POSTAL_CODE_PATTERN, USER_INFORMATION_MAX } from './field-rules';
export { FormStack, FieldBlock, Label, Input, FieldError, Hint, LinkRow, CheckboxLabel, Select } from './form-styles';
export { FORMS_FR } from './messages';
export * from './user-information';
