import type { UserInformation, UserInformationFields } from 'shared-kit';
import { fromUserInformation, toUserInformationFields } from 'shared-ui/forms';
import type { GameKit } from '../../../app/game-kit';
import type { EventBus } from 'shared-kit';
import type { ParticipationInProgress } from '../../play/state/participation';
import { NEW_ADDRESS, PARTICIPATION_ADDRESS_FIELDS, type ParticipationValues } from '../state/participation-schemas';

/** The provider's fields (CONTRACT.md: the same required fields as order_goody) from both steps. */
export function userInformationFields(values: ParticipationValues, saved: UserInformation[]): UserInformationFields {
  const { addressChoice, ...typed } = values;
  const chosen =
    addressChoice === NEW_ADDRESS ? undefined : saved.find((address) => String(address.id) === addressChoice);
  // An empty second line is sent as « none », whether the field was left alone or emptied.
  if (!chosen) return toUserInformationFields({ address2: '', ...typed });
  const savedAddress = fromUserInformation(chosen);
  const address = Object.fromEntries(PARTICIPATION_ADDRESS_FIELDS.map((name) => [name, savedAddress[name]]));
  return toUserInformationFields({ ...typed, ...address });
}

/** Participation → completed: linkCodeToUserInformation with the code and its receipt. */
export async function completeParticipation(
  { kit, bus }: { kit: GameKit; bus: EventBus },
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
