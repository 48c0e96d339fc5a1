import { Fragment } from 'react';
import type { UserInformationFields } from 'shared-kit';
import { useSiteLanguage } from 'shared-ui/i18n';
import { addressLines } from './address';

/** An address as the lines of an envelope (`addressLines`), a line break after each: inside the page's `<address>`. */
export function AddressLines({ address }: { address: UserInformationFields }) {
  useSiteLanguage();
  return (
    <>
      {addressLines(address).map((line) => (
        <Fragment key={line}>
          {line}
          <br />
        </Fragment>
      ))}
    </>
  );
}
