import type { CodeDetails, LoyaltyCard, Participation, PlayedCode } from '../types/provider-types';
import { optionalNumericId, optionalString, requireNumericId, requireObject, requireString } from '../validation/rules';
import type { KitContext } from './kit-context';

export interface LinkCodeToUserInformationFields {
  userInformationFields: Record<string, unknown>;
  codeId: number;
  receiptId?: number;
  productShotImageKey?: string;
  receiptKitUuid?: string;
}

export interface LinkCodeToReceiptFields {
  codeId: number;
  receiptKitUuid: string;
  productShotImageKey?: string;
}

/** GAME-CODE-1 (applyCode, burnUniqCode, linkCodeTo…), GAME-BURN-1 kitv4 paths. */
export function codeOperations(ctx: KitContext) {
  const { api } = ctx;

  return {
    /** The provider's error codes (not_existing, already_burned, locked…) come back as the KitError code (GAME-BURN-2). */
    async burnUniqCode(code: string): Promise<CodeDetails> {
      const answer = await api.request<{ code_details: CodeDetails }>({
        method: 'POST',
        path: '/api/kitv4/burn_uniq_code',
        auth: 'user',
        params: { code: requireString('code', code) },
      });
      return answer.code_details;
    },

    /**
     * The codes the user played, newest first, with each won participation's state: a winner who closed the tab or
     * changed device finishes from here (CONTRACT.md "Played codes").
     */
    async getPlayedCodes(): Promise<PlayedCode[]> {
      const answer = await api.request<{ uniq_codes: PlayedCode[] }>({
        method: 'GET',
        path: '/api/kitv4/uniq_codes',
        auth: 'user',
      });
      return answer.uniq_codes;
    },

    async applyCode(code: string): Promise<{ applied: boolean; points: number; card: LoyaltyCard }> {
      return api.request({
        method: 'POST',
        path: '/api/fidmarques/v1/sdk/apply_code',
        auth: 'user',
        params: { code: requireString('code', code) },
      });
    },

    async linkCodeToUserInformation(link: LinkCodeToUserInformationFields): Promise<{ participation: Participation }> {
      const fields = requireObject('link', link);
      const userInformationFields = requireObject('userInformationFields', fields.userInformationFields);
      const codeId = requireNumericId('codeId', fields.codeId);
      return api.request({
        method: 'POST',
        path: '/api/kitv4/link_code_to_user_information',
        auth: 'user',
        params: {
          user_information_fields: userInformationFields,
          code_id: codeId,
          receipt_id: optionalNumericId('receiptId', fields.receiptId),
          product_shot_image_key: optionalString('productShotImageKey', fields.productShotImageKey),
          receipt_kit_uuid: optionalString('receiptKitUuid', fields.receiptKitUuid),
        },
      });
    },

    async linkCodeToReceipt(link: LinkCodeToReceiptFields): Promise<{ linked: boolean }> {
      const fields = requireObject('link', link);
      return api.request({
        method: 'POST',
        path: '/api/kitv4/link_code_to_receipt',
        auth: 'user',
        params: {
          code_id: requireNumericId('codeId', fields.codeId),
          receipt_kit_uuid: requireString('receiptKitUuid', fields.receiptKitUuid),
          product_shot_image_key: optionalString('productShotImageKey', fields.productShotImageKey),
        },
      });
    },
  };
}

export type CodeOperations = ReturnType<typeof codeOperations>;
