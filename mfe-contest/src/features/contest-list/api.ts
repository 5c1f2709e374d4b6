import { apiCall, knownRouteAnswer } from '@portal/shared';
import type { ContestPage, Envelope } from '@portal/kit';

/** docs/product/contests.md, Contest list: 8 per page, the page number sent zero-based. */
export const CONTEST_PAGE_SIZE = 8;
export const CONTEST_LIST_PATH = '/s1/contest';

/** `page` is 1-based, as the screen counts; the server gets page-1. */
const contestsRequest = (page: number) =>
  ({ method: 'GET', url: CONTEST_LIST_PATH, params: { page: page - 1, limit: CONTEST_PAGE_SIZE } }) as const;

export function fetchContests(page: number): Promise<Envelope<ContestPage>> {
  return apiCall<ContestPage>(contestsRequest(page));
}

/** The first page's answer if the page was given it (docs/decisions.md 145). */
export const knownContests = (): Envelope<ContestPage> | undefined => knownRouteAnswer<ContestPage>(contestsRequest(1));
