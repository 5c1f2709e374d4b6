import { apiCall } from '@portal/shared';
import type { ContestWheel, Envelope, SpinResult, SpinStarted } from '@portal/kit';

/** The spin calls (docs/product/contests.md, Calls), member and public, behind one shape. */
export interface SpinCalls {
  load(): Promise<Envelope<ContestWheel>>;
  start(parentId: string | undefined): Promise<Envelope<SpinStarted>>;
  complete(contestHistoryId: string): Promise<Envelope<SpinResult>>;
}

/**
 * A member's wheel at /contest/{contest}. A games activity's link names the wheel by its slug; a spin names
 * it by the id the wheel's answer gives.
 */
export const memberSpinCalls = (contest: string): SpinCalls => {
  let contestId = contest;
  return {
    load: async () => {
      const body = await apiCall<ContestWheel>({ method: 'GET', url: `/s1/contest/${encodeURIComponent(contest)}` });
      if (body.data) contestId = body.data.id;
      return body;
    },
    start: (parentId) =>
      apiCall<SpinStarted>({
        method: 'POST',
        url: '/s1/contest/spin',
        data: { contestId, ...(parentId ? { parentId } : {}) },
      }),
    complete: (contestHistoryId) =>
      apiCall<SpinResult>({
        method: 'PUT',
        url: `/s1/contest/spin/${encodeURIComponent(contestHistoryId)}`,
        data: { contestId },
      }),
  };
};

export const publicSpinCalls = (token: string): SpinCalls => {
  const url = `/s1/contestx/spin/${encodeURIComponent(token)}`;
  return {
    load: () => apiCall<ContestWheel>({ method: 'GET', url }),
    start: (parentId) => apiCall<SpinStarted>({ method: 'POST', url, data: parentId ? { parentId } : {} }),
    complete: (contestHistoryId) => apiCall<SpinResult>({ method: 'PUT', url, data: { contestHistoryId } }),
  };
};
