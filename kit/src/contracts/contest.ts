import type { Paged } from './envelope';

/**
 * The contest calls (docs/product/contests.md, Calls). The server draws every spin; the browser
 * only shows the segment it names.
 */
export type SegmentType = 'sorry' | 'points' | 'reward' | 'free_spin';

/** A contest card: `pointRequired` is both the unlock threshold and the cost of one spin. */
export interface ContestSummary {
  id: string;
  name: string;
  description: string;
  cardHeaderImage: string;
  pointRequired: number;
  actionType: 'spin';
}

/** GET /s1/contest?page={page-1}&limit={limit} */
export type ContestPage = Paged<ContestSummary>;

/** One segment of the wheel as drawn: the circle is split equally, whatever the odds. */
export interface WheelSegment {
  segmentId: string;
  text: string;
  bgColor: string;
  textColor: string;
  segmentType: SegmentType;
}

/** GET /s1/contest/{id} and GET /s1/contestx/spin/{token}: the contest and its wheel. */
export interface ContestWheel extends ContestSummary {
  segments: WheelSegment[];
  /** False when a limit, the dates or the tier forbid spinning now. */
  allowSpin: boolean;
  /** Why spinning is not allowed, when it is not. */
  spinBlock?: SpinBlock;
  /** With `spinBlock` `today`: when the daily limit lifts (ISO 8601). */
  nextSpinAt?: string;
  /**
   * A free spin the member won on this wheel and has not spun (the id of the spin that won it, a spin's
   * `parentId`): it is theirs until spun, whatever the limits say (docs/product/contests.md).
   */
  freeSpinParentId?: string;
}

/**
 * What stops a spin: the contest's dates, its minimum tier, the member's daily or total limit, the
 * prizes of the period all won, or a public link's uses all spent.
 */
export type SpinBlock = 'closed' | 'tier' | 'today' | 'total' | 'prizes' | 'linkUsed';

/** POST /s1/contest/spin: `parentId` spends the free spin that spin won. */
export interface SpinRequest {
  contestId: string;
  parentId?: string;
}

/** POST /s1/contestx/spin/{token}: the token is in the path. */
export interface PublicSpinRequest {
  parentId?: string;
}

/** 201 answer of a spin start: the spin (already drawn and recorded), to complete with PUT. */
export interface SpinStarted {
  contestHistoryId: string;
  /**
   * A member's spin: the points it earned by completing the games activities that name the contest
   * (docs/product/earning.md, Games), when it completed any.
   */
  gamePoints?: number;
}

/**
 * PUT /s1/contest/spin/{contestHistoryId} (and the public PUT): the segment the server drew. With
 * httpCode 206 (a free_spin segment) `parentId` is given: the next POST sends it to spin for free.
 */
export interface SpinResult {
  contestHistoryId: string;
  segmentId: string;
  parentId?: string;
}
