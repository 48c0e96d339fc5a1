/**
 * Answer shapes of the provider (provider-sandbox/CONTRACT.md). Fields the site does not
 * read are left out; the kit hands back the provider's objects as they come.
 */
import type { ProviderUser, Title } from '../../contracts/provider-user';

export type { ProviderUser, Title } from '../../contracts/provider-user';

export interface ProviderPartner {
  client_id: string;
  name: string;
  region: string;
}

export interface AuthAnswer {
  user: ProviderUser;
  access_token: string;
  expires_at: string;
}

export interface LoyaltyCard {
  identifier: string;
  data: { available_points: number; pending_points: number };
}

export interface CardSlot {
  loyalty_card: LoyaltyCard;
  /** The goody the user saves stars for (selectCouponAsNextGoal), or null. */
  next_goal?: Coupon | null;
}

/** Answer of selectCouponAsNextGoal / cancelCouponAsNextGoal. */
export interface NextGoalAnswer {
  next_goal: Coupon | null;
  card: LoyaltyCard;
}

/** Answer of buying or reselling a coupon: the earned coupon as it is now, and the card. */
export interface EarnedCouponAnswer {
  earned_coupon: EarnedCoupon;
  card: LoyaltyCard;
}

export interface Coupon {
  identifier: string;
  name: string;
  description?: string;
  value: number;
  image_url: string;
  image_url_1x?: string;
  image_url_2x?: string;
  image_url_3x?: string;
  key_for_display?: string;
  /** null: unlimited; 0: sold out (buying it answers not_buyable). */
  stock?: number | null;
  /** SHOP-COUPON-1: only such a coupon may be resold as fidzs. */
  resellable_as_fidzs?: boolean;
}

export interface Catalog {
  identifier: string;
  name: string;
  coupons: Coupon[];
}

/** A coupon of the deprecated rewards read (POST …/sdk/rewards): known by its numeric id (SHOP-COUPON-1). */
export interface Reward extends Coupon {
  id: number;
}

/** The legacy receipt flow (POST /api/v2/receipts): the receipt waits for its pictures. */
export interface LegacyReceipt {
  receipt: { uuid: string; batch_uuid: string; status: 'awaiting_pictures' };
  subpictures: Array<{ id: number; position: number; uploaded: boolean }>;
}

export interface LegacySubpictureAnswer {
  subpicture: { id: number; uploaded: true };
  /** The receipt once its last picture arrived (sent for processing), null before. */
  receipt: Receipt | null;
}

export interface EarnedCoupon {
  identifier: string;
  coupon_identifier: string;
  name: string;
  value: number;
  resellable_as_fidzs: boolean;
  state: 'earned' | 'cancelled' | 'resold';
  created_at: string;
}

export interface UserInformationFields {
  user_defined_identifier?: string;
  address_1?: string;
  address_2?: string | null;
  postal_code?: string;
  city?: string;
  title?: Title | null;
  first_name?: string;
  last_name?: string;
  phone_number?: string;
  external_email?: string;
  optin_to_newsletter?: boolean;
  custom_fields?: Record<string, unknown>;
}

export interface UserInformation extends UserInformationFields {
  id: number;
  is_default: boolean;
}

export interface Order {
  id: number;
  status: 'pending' | 'shipped' | 'delivered';
  coupon_identifier: string;
  name: string;
  value: number;
  image_url: string;
  created_at: string;
  user_informations: UserInformationFields;
  /** The ordered goody as the catalog shows it; null when it left the catalog. */
  goody?: Coupon | null;
  /** The basket order the unit was part of (the `orderReference` it was ordered with); null or absent without one. */
  order_reference?: string | null;
}

export interface ReceiptFile {
  key: string;
  content_type: string;
  size: number;
  url?: string;
}

export interface Receipt {
  uuid: string;
  batch_uuid: string;
  status: 'pending' | 'accepted' | 'rejected' | 'cancelled';
  captured_at: string;
  created_at: string;
  processed_at: string | null;
  stars: number | null;
  reason: string | null;
  eans: string[];
  /** Set by showReceiptReview / validateReceiptReview / claimOnReceipt. */
  review_state?: 'shown' | 'validated' | 'claimed' | null;
  /** `game`: the proof of purchase of a game participation (linked to a played code), never a loyalty declaration. */
  purpose?: 'loyalty' | 'game';
  files: ReceiptFile[];
}

/** GAME-PRIZE-1. */
export interface CodeDetails {
  code_id: number;
  has_won: boolean;
  has_previously_won: boolean;
  benefit: { image_url: string; key_for_display: string } | null;
}

/**
 * One code the user played (GET /api/kitv4/uniq_codes, newest first). `complete` is false while a won code's
 * participation (details and address) is not sent, true once it is, null for a lost code.
 */
export interface PlayedCode extends CodeDetails {
  code: string;
  burned_at: string;
  receipt_kit_uuid: string | null;
  complete: boolean | null;
  completed_at: string | null;
}

export interface TimelineMessage {
  identifier: string;
  ordered_key: string;
  class_name: string;
  created_at: string;
  text: string;
  archived?: boolean;
  receipt?: Receipt;
}

/** A game participation (linkCodeToUserInformation). */
export interface Participation {
  id: number;
  code_id: number;
  complete: boolean;
}

/** needed_fields_for_context: which user fields a context asks for. */
export interface NeededFields {
  context: string;
  fields: { name: string; required: boolean }[];
}

export interface PotEntry {
  id: number;
  amount_cents: number;
  label: string;
  created_at: string;
}

/** The cash pot (getPot / getLoyaltyPot); the remembered iban comes back masked. */
export interface PotAnswer {
  pot: { amount_cents: number; currency: string; entries: PotEntry[] };
  payment_information: { first_name: string; last_name: string; iban: string | null; email: string | null } | null;
}

export interface TransferPayment {
  id: number;
  amount_cents: number;
  status: string;
  created_at: string;
}

export interface PotRefundsAnswer {
  transfer_payment: TransferPayment;
  refunds: PotEntry[];
}

export interface Offer {
  identifier: string;
  name: string;
  brand: string;
  ean: string;
  stars: number;
  image_url: string;
  image_url_2x?: string;
  /** offer_history only: how many accepted receipts declared it. */
  claimed_count?: number;
}
