/**
 * How provider data and feedback are shown: benefit labels, phone numbers, French typography of the provider's words,
 * and bringing a message into view. An entry of its own (`shared-ui/display`): the anonymous first load of `/` uses
 * none of it.
 */
export { addressLines, titleWords, ADDRESS_FR } from './address';
export { AddressLines } from './AddressLines';
export { benefitLabel } from './benefits';
export { displayPhone, storedPhone } from './phone';
export { frenchTypography } from './typography';
export { useBringIntoView, bringIntoView } from './use-bring-into-view';
