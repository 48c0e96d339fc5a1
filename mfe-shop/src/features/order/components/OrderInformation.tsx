import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { ROUTE_PATHS, type UserInformation } from 'shared-kit';
import { ButtonLink, Card, PageHeading, PageIntro, useNavigate, writeFormDraft, useSiteRuntime } from 'shared-ui';
import { FormMessage, SubmitButton, ValidatedForm, withSavedAddress, withoutAddress } from 'shared-ui/forms';
import { joiValidator } from 'shared-ui/validation';
import { PageLoading, PageStack } from '../../../components/PageState';
import { ORDER_FR } from '../../../messages/order-fr';
import { useBasket } from '../../basket/state/use-basket';
import { useSavedAddresses } from '../api/use-saved-addresses';
import { loadOrderDraft, ORDER_TYPING_DRAFT, saveOrderDraft } from '../state/order-draft';
import { orderSchema, prefillOrder, savedAddressIn, type OrderFormValues } from '../state/order-form';
import { AddressPicker } from './AddressPicker';
import { OrderFields } from './OrderFields';
import { useSiteLanguage } from 'shared-ui/i18n';

const validate = joiValidator(orderSchema);

/** The order's information: the order form, prefilled, with a picker among saved addresses. */
export const OrderInformation = observer(function OrderInformation() {
  useSiteLanguage();
  const { session } = useSiteRuntime();
  const basket = useBasket();
  const navigate = useNavigate();
  const addresses = useSavedAddresses();
  const latest = useRef<Partial<OrderFormValues>>({});
  const [picked, setPicked] = useState<{ id: number | null; values: Partial<OrderFormValues> } | null>(null);
  const email = session.user?.email;

  const heading = (
    <PageIntro>
      <PageHeading id="shop-order-informations-title">{ORDER_FR.info.title}</PageHeading>
    </PageIntro>
  );
  if (basket.count === 0) {
    return (
      <PageStack>
        {heading}
        <Card>
          <p>{ORDER_FR.info.emptyBasket}</p>
          <ButtonLink to={ROUTE_PATHS.shop}>{ORDER_FR.summary.toShop}</ButtonLink>
        </Card>
      </PageStack>
    );
  }
  if (addresses.data === undefined && !addresses.error) return <PageLoading />;

  const saved = addresses.data ?? [];
  // A draft from this tab wins (back from the summary); then the user and the default address.
  const initial = picked?.values ?? loadOrderDraft(email) ?? prefillOrder(session.user, saved);
  const pick = (address: UserInformation | null) => {
    const values = address ? withSavedAddress(latest.current, address) : withoutAddress(latest.current);
    // The form starts again from the pick: its draft becomes the pick too, or the older typing would win.
    writeFormDraft(ORDER_TYPING_DRAFT, email, values);
    setPicked({ id: address?.id ?? null, values });
  };
  const onSubmit = async (values: OrderFormValues) => {
    if (email) saveOrderDraft(email, values);
    await navigate(ROUTE_PATHS['shop-order-summary']);
  };

  return (
    <PageStack>
      {heading}
      <Card>
        <p>{ORDER_FR.info.intro}</p>
        {addresses.error && <FormMessage tone="error">{ORDER_FR.info.addressesFailed}</FormMessage>}
        <ValidatedForm<OrderFormValues>
          key={picked ? `picked-${picked.id ?? 'new'}-${JSON.stringify(picked.values)}` : 'initial'}
          id="order"
          labelledBy="shop-order-informations-title"
          validate={validate}
          onSubmit={onSubmit}
          initialValues={initial}
          draft={{ name: ORDER_TYPING_DRAFT, user: email }}
        >
          {(values) => {
            latest.current = values;
            return (
              <>
                {/* The picker says which saved address the fields hold, as they are now. */}
                <AddressPicker addresses={saved} selected={savedAddressIn(values, saved)?.id ?? null} onPick={pick} />
                <OrderFields />
                <SubmitButton
                  loading={false}
                  label={ORDER_FR.info.submit}
                  loadingLabel={ORDER_FR.info.submit}
                  needsNetwork={false}
                />
              </>
            );
          }}
        </ValidatedForm>
      </Card>
    </PageStack>
  );
});
