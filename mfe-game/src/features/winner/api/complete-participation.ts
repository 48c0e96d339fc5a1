import type { UserInformation, UserInformationFields } from 'shared-kit';
import { toUserInformationFields, withSavedAddress } from 'shared-ui/forms';
import type { SiteKit } from 'shared-kit';
import type { EventBus } from 'shared-kit';
import type { ParticipationInProgress } from '../../play/state/participation';
import { NEW_ADDRESS, type ParticipationValues } from '../state/participation-schemas';

/** The provider's fields (CONTRACT.md: the same required fields as order_goody) from both steps. */
export function userInformationFields(values: ParticipationValues, saved: UserInformation[]): UserInformationFields {
  const { addressChoice, ...typed } = values;
  const chosen =
    addressChoice === NEW_ADDRESS ? undefined : saved.find((address) => String(address.id) === addressChoice);
  // An empty second line is sent as « none », whether the field was left alone or emptied.
  if (!chosen) return toUserInformationFields({ address2: '', ...typed });
  // The winner confirmed who they are at step 1: the saved address gives its address alone.
  return toUserInformationFields(withSavedAddress(typed, chosen, { contact: false }));
}

/** Participation → completed: linkCodeToUserInformation with the code and its receipt. */
export async function completeParticipation(
  { kit, bus }: { kit: SiteKit; bus: EventBus },
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
