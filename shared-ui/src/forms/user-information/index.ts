export {
  ADDRESS_FIELDS,
  BLANK_USER_INFORMATION,
  CONTACT_FIELDS,
  addressLabel,
  fromUserInformation,
  toUserInformationFields,
  userInformationFromSession,
  withSavedAddress,
  withoutAddress,
  type UserInformationField,
  type UserInformationValues,
} from './user-information';
export { AddressFields, ContactFields, NewsletterField } from './UserInformationFields';
export { USER_INFORMATION_FR } from './messages';
