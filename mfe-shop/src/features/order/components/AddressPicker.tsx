import type { UserInformation } from 'shared-kit';
import { addressLines } from 'shared-ui/display';
import { Label, Select } from 'shared-ui/forms';
import { ORDER_FR } from '../../../messages/order-fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** Its own name, if it has one, then the address as the site writes it on one line. */
const describe = (address: UserInformation) =>
  [address.user_defined_identifier?.trim(), addressLines(address).join(', ')].filter(Boolean).join(' · ');

/** A native select among the saved addresses (the phone's own picker, keyboard-usable). */
export function AddressPicker({
  addresses,
  selected,
  onPick,
}: {
  addresses: readonly UserInformation[];
  selected: number | null;
  onPick: (address: UserInformation | null) => void;
}) {
  useSiteLanguage();
  if (addresses.length === 0) return null;
  return (
    <div>
      <Label htmlFor="order-address-picker">{ORDER_FR.info.picker}</Label>
      <Select
        id="order-address-picker"
        value={selected === null ? '' : String(selected)}
        onChange={(event) => onPick(addresses.find((address) => String(address.id) === event.target.value) ?? null)}
      >
        <option value="">{ORDER_FR.info.pickerNone}</option>
        {addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {describe(address)}
          </option>
        ))}
      </Select>
    </div>
  );
}
