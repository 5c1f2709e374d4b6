import { apiCall } from '@portal/shared';
import type { ContestWheel, Envelope, SpinResult, SpinStarted } from '@portal/kit';

/** The spin calls (docs/product/contests.md, Calls), member and public, behind one shape. */
export interface SpinCalls {
  load(): Promise<Envelope<ContestWheel>>;
  start(parentId: string | undefined): Promise<Envelope<SpinStarted>>;
  complete(contestHistoryId: string): Promise<Envelope<SpinResult>>;
}

export const memberSpinCalls = (contestId: string): SpinCalls => ({
  load: () => apiCall<ContestWheel>({ method: 'GET', url: `/s1/contest/${encodeURIComponent(contestId)}` }),
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
});

export const publicSpinCalls = (token: string): SpinCalls => {
  const url = `/s1/contestx/spin/${encodeURIComponent(token)}`;
  return {
    load: () => apiCall<ContestWheel>({ method: 'GET', url }),
    start: (parentId) => apiCall<SpinStarted>({ method: 'POST', url, data: parentId ? { parentId } : {} }),
    complete: (contestHistoryId) => apiCall<SpinResult>({ method: 'PUT', url, data: { contestHistoryId } }),
  };
};
