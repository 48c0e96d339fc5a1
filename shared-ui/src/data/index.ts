/**
 * Per-user provider reads for remote pages. A separate entry (`shared-ui/data`), so a first load
 * that shows no user data carries no SWR.
 */
export {
  useUserData,
  useAuthorizedUserId,
  KitUnavailableError,
  type AuthorizedSession,
  type UserDataSource,
} from './use-user-data';
export { usePlayedCodes, playedCodesRead, isUnfinished, type PlayedCodesKit } from './played-codes';
export {
  useCardSlot,
  cardSlotRead,
  useStarBalance,
  starBalanceOf,
  CARD_PENDING_POLL_MS,
  type CardKit,
  type StarBalance,
} from './card';
export { useReceipts, receiptsRead, type ReceiptsKit } from './receipts';
export {
  useOffers,
  useSavedAddresses,
  savedAddressesRead,
  OFFERS_KEY,
  type OffersKit,
  type SavedAddressesKit,
} from './provider-reads';
export { LoadingRows, LoadError, EmptyState, PageLoading, PageFailed } from './DataStates';
