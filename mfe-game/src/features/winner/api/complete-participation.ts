import { bus, type UserInformation, type UserInformationFields } from 'shared-kit';
import { storedPhone } from 'shared-ui/display';
import { kit } from '../../../kit';
import type { ParticipationInProgress } from '../../play/state/participation';
import { NEW_ADDRESS, type ParticipationValues } from '../state/participation-schemas';

/** The provider's fields (CONTRACT.md: the same required fields as order_goody) from both steps. */
export function userInformationFields(values: ParticipationValues, saved: UserInformation[]): UserInformationFields {
  const chosen =
    values.addressChoice === NEW_ADDRESS
      ? undefined
      : saved.find((address) => String(address.id) === values.addressChoice);
  return {
    title: values.title ?? null,
    first_name: values.firstName?.trim(),
    last_name: values.lastName?.trim(),
    external_email: values.email?.trim(),
    phone_number: storedPhone(values.phone),
    address_1: chosen ? chosen.address_1 : values.address1?.trim(),
    address_2: chosen ? (chosen.address_2 ?? '') : (values.address2?.trim() ?? ''),
    postal_code: chosen ? chosen.postal_code : values.postalCode,
    city: chosen ? chosen.city : values.city?.trim(),
  };
}

/** Spec §4 Participation → completed: linkCodeToUserInformation with the code and its receipt. */
export async function completeParticipation(
  participation: ParticipationInProgress,
  fields: UserInformationFields,
): Promise<void> {
  await kit.linkCodeToUserInformation({
    userInformationFields: { ...fields },
    codeId: participation.codeId,
    ...(participation.receiptUuid ? { receiptKitUuid: participation.receiptUuid } : {}),
  });
  bus.emit('participation:changed', { codeId: participation.codeId });
}
