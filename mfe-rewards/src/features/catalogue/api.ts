import { apiCall, apiFile, knownRouteAnswer } from '@portal/shared';
import type {
  CheckoutResult,
  MemberProfile,
  PaymentToken,
  RedemptionHistoryPage,
  Reward,
  RewardOrder,
  RewardPage,
  ShippingAddress,
} from '@portal/kit';

/** The rewards calls (docs/product/rewards.md, Calls); every screen of this remote goes through here. */
export const CATALOGUE_PAGE_SIZE = 8;
export const HISTORY_FETCH_LIMIT = 5000;

const rewardsRequest = (page: number) =>
  ({ method: 'GET', url: '/s1/userportal/rewardlist', params: { page, limit: CATALOGUE_PAGE_SIZE } }) as const;

export const fetchRewards = (page: number) => apiCall<RewardPage>(rewardsRequest(page));

/** A catalogue page's answer if the page was given it (docs/decisions.md 145). */
export const knownRewards = (page: number) => knownRouteAnswer<RewardPage>(rewardsRequest(page));

export const fetchReward = (id: string) =>
  apiCall<Reward>({ method: 'GET', url: `/s1/reward/campaign/${encodeURIComponent(id)}` });

export const redeemReward = (id: string) =>
  apiCall<RewardOrder>({ method: 'POST', url: `/s2/rewards/campaign/redeem/${encodeURIComponent(id)}` });

export const saveAddress = (orderId: string, address: ShippingAddress) =>
  apiCall<RewardOrder>({
    method: 'PUT',
    url: `/s2/rewards/order/address/${encodeURIComponent(orderId)}`,
    data: address,
  });

export const fetchPaymentToken = () => apiCall<PaymentToken>({ method: 'GET', url: '/s2/pg/pgToken' });

export const checkoutOrder = (orderId: string, paymentMethodNonce: string) =>
  apiCall<CheckoutResult>({
    method: 'PUT',
    url: `/s2/rewards/order/${encodeURIComponent(orderId)}/checkout`,
    data: { paymentMethodNonce },
  });

export const fetchHistory = () =>
  apiCall<RedemptionHistoryPage>({
    method: 'GET',
    url: '/s1/points/myreward',
    params: { page: 0, limit: HISTORY_FETCH_LIMIT },
  });

export const fetchDownloadLink = (orderId: string, filename: string) =>
  apiCall<string>({
    method: 'GET',
    url: `/s2/rewards/order/download/${encodeURIComponent(orderId)}/${encodeURIComponent(filename)}`,
  });

export const fetchProfile = (memberId: string) =>
  apiCall<MemberProfile>({ method: 'GET', url: `/s2/identities/${encodeURIComponent(memberId)}` });

/** The file behind a download link (a member-only call, so fetched with the session's token, not navigated to). */
export const fetchFile = (link: string) => apiFile(link.replace(/^\/api/, ''));
