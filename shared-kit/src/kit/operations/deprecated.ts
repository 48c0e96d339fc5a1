import { kitErrors } from '../errors/kit-errors';
import type { ApiClient } from '../transport/api-client';
import type { LoyaltyCard, NextGoalAnswer, Receipt, Reward, TransferPayment } from '../types/provider-types';
import { optionalStringArray, requireNumericId, requireObject, requireString } from '../validation/rules';
import type { CardAndCatalogOperations } from './card-and-catalog';
import type { CouponOperations } from './coupons';
import { paymentParams, type PaymentInformation, type PotOperations, type TransferRequest } from './pot';
import type { TimelineOperations, TimelinePage } from './timeline';
import type { UploadOperations } from './uploads';

type Replacements = CardAndCatalogOperations & CouponOperations & PotOperations & TimelineOperations & UploadOperations;

export interface FileInputUpload {
  inputId: string;
  eans?: string[];
  offerIdentifiers?: string[];
}

/** KIT-7: "Browser-only methods fail outside a browser". */
function requireBrowser(): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') throw kitErrors.wrongPlatform();
}

/**
 * KIT-7: the deprecated operations of kit 1.4.8 stay callable and delegate to their
 * replacements, so an old caller keeps working while new code uses the new names.
 */
export function deprecatedOperations(kit: Replacements, api: ApiClient) {
  async function uploadWithFileInput(upload: FileInputUpload): Promise<{ receipts: Receipt[] }> {
    requireBrowser();
    const fields = requireObject('upload', upload);
    const inputId = requireString('inputId', fields.inputId);
    const input = document.getElementById(inputId);
    const files = input instanceof HTMLInputElement && input.type === 'file' ? input.files : null;
    if (!files || files.length === 0) throw kitErrors.noInputElement(inputId);
    return kit.uploadWithFiles({
      files: Array.from(files),
      eans: optionalStringArray('eans', fields.eans),
      offerIdentifiers: optionalStringArray('offerIdentifiers', fields.offerIdentifiers),
    });
  }

  return {
    /** @deprecated use getBatchUploader() or uploadWithFiles() */
    uploadWithFileInput,

    /** @deprecated the provider's upload iframe is gone: reads the page's file input, as uploadWithFileInput */
    async uploadWithIframe(upload: FileInputUpload): Promise<{ receipts: Receipt[] }> {
      requireBrowser();
      return uploadWithFileInput(upload);
    },

    /** @deprecated use createTransferWithPaymentInformation({ …, rememberInformation: true }) */
    async updatePaymentInformation(
      paymentInformation: PaymentInformation,
    ): Promise<{ transfer_payment: TransferPayment }> {
      paymentParams(paymentInformation);
      return kit.createTransferWithPaymentInformation({ ...paymentInformation, rememberInformation: true });
    },

    /** @deprecated use createTransferWithPaymentInformation() */
    async createTransferPayment(request: TransferRequest): Promise<{ transfer_payment: TransferPayment }> {
      return kit.createTransferWithPaymentInformation(request);
    },

    /** @deprecated use getTimeline() */
    async getHome(): Promise<TimelinePage> {
      return kit.getTimeline();
    },

    /** @deprecated use getCard(). Kit 1.4.8 read the card through POST …/sdk/card (SHOP-CARD-1). */
    async getCardDetails(): Promise<LoyaltyCard> {
      const answer = await api.request<{ card: LoyaltyCard }>({
        method: 'POST',
        path: '/api/fidmarques/v1/sdk/card',
        auth: 'user',
      });
      return answer.card;
    },

    /** @deprecated use getCatalog(). The coupons with their numeric reward id (selectTargetReward takes it). */
    async getRewards(): Promise<Reward[]> {
      const answer = await api.request<{ rewards: Reward[] }>({
        method: 'POST',
        path: '/api/fidmarques/v1/sdk/rewards',
        auth: 'user',
      });
      return answer.rewards;
    },

    /**
     * @deprecated use selectCouponAsNextGoal(). A reward is known by its numeric id (SHOP-COUPON-1), not by
     * a coupon identifier, so it goes to the same next-goal call as `reward_id`.
     */
    async selectTargetReward(reward: { id: number }): Promise<NextGoalAnswer> {
      const fields = requireObject('reward', reward);
      const id = requireNumericId('reward.id', fields.id);
      return api.request({
        method: 'POST',
        path: '/api/fidmarquesv3/shop_cart/select_next_goal',
        auth: 'user',
        params: { reward_id: id },
      });
    },
  };
}

export type DeprecatedOperations = ReturnType<typeof deprecatedOperations>;
