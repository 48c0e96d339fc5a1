import { observable } from 'mobx';
import type { Offer, Order, Receipt, UserInformation } from 'shared-kit';
import type { SiteKit } from 'shared-kit';
import type { Mocked } from 'shared-ui/testing';

/**
 * A kit for page tests: every operation is a jest mock that answers "nothing yet" unless a test
 * says otherwise, and the session is a user the host has authorized (id 7).
 */
export function fakeKit(
  overrides: Partial<Mocked<Omit<SiteKit, 'session'>>> = {},
): Mocked<Omit<SiteKit, 'session'>> & { session: SiteKit['session'] } {
  const session = observable({
    user: {
      id: 7,
      email: 'camille@example.fr',
      title: null,
      first_name: 'Camille',
      last_name: 'Martin',
      phone: null,
      external_id: null,
      custom_fields: {},
    },
    accessToken: 'token-7',
  }) as unknown as SiteKit['session'];
  const never = () => new Promise<never>(() => undefined);
  return {
    session,
    getCardSlots: jest.fn(never),
    getTimeline: jest.fn(never),
    getReceipts: jest.fn(never),
    getReceipt: jest.fn(never),
    cancelReceipt: jest.fn(never),
    claimOnReceipt: jest.fn(never),
    reportOnReceipt: jest.fn(never),
    getOffers: jest.fn(async () => OFFERS),
    getAllOrders: jest.fn(never),
    getUserInformations: jest.fn(never),
    createUserInformation: jest.fn(never),
    updateUserInformation: jest.fn(never),
    deleteUserInformation: jest.fn(never),
    makeUserInformationDefault: jest.fn(never),
    changePassword: jest.fn(never),
    getPlayedCodes: jest.fn(never),
    ...overrides,
  } as Mocked<Omit<SiteKit, 'session'>> & { session: SiteKit['session'] };
}

export const OFFERS: Offer[] = [
  {
    identifier: 'spaghetti-500',
    name: 'Spaghetti 500 g',
    brand: 'Maison Farfalla',
    ean: '3760001230017',
    stars: 10,
    image_url: 'http://sandbox.test/assets/products/spaghetti-500.svg',
  },
  {
    identifier: 'penne-rigate-500',
    name: 'Penne rigate 500 g',
    brand: 'Maison Farfalla',
    ean: '3760001230024',
    stars: 10,
    image_url: 'http://sandbox.test/assets/products/penne-rigate-500.svg',
  },
];

export function receipt(fields: Partial<Receipt> = {}): Receipt {
  return {
    uuid: '01890a5d-ac96-8000-8000-000000000001',
    batch_uuid: 'batch-1',
    status: 'pending',
    captured_at: '2026-03-02T09:00:00Z',
    created_at: '2026-03-02T09:05:00Z',
    processed_at: null,
    stars: 20,
    reason: null,
    eans: ['3760001230017', '3760001230017'],
    review_state: null,
    files: [{ key: 'a.jpg', content_type: 'image/jpeg', size: 1000, url: 'http://sandbox.test/files/a.jpg' }],
    ...fields,
  };
}

export function order(fields: Partial<Order> = {}): Order {
  return {
    id: 1,
    status: 'pending',
    coupon_identifier: 'goody-mug',
    name: 'Mug',
    value: 90,
    image_url: 'http://sandbox.test/assets/goodies/goody-mug.svg',
    created_at: '2026-03-04T10:00:00Z',
    user_informations: {
      first_name: 'Camille',
      last_name: 'Martin',
      address_1: '3 rue des Pâtes',
      postal_code: '75011',
      city: 'Paris',
    },
    goody: null,
    ...fields,
  };
}

export function address(fields: Partial<UserInformation> = {}): UserInformation {
  return {
    id: 1,
    is_default: true,
    user_defined_identifier: 'Maison',
    title: 'Mme',
    first_name: 'Camille',
    last_name: 'Martin',
    address_1: '3 rue des Pâtes',
    address_2: null,
    postal_code: '75011',
    city: 'Paris',
    phone_number: '06 12 34 56 78',
    external_email: 'camille@example.fr',
    optin_to_newsletter: false,
    ...fields,
  };
}
