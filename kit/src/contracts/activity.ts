/** Earning activities (docs/product/earning.md, Activities) and the calls that list them. */
export type ActionType = 'view' | 'survey' | 'refer' | 'read' | 'share' | 'games' | 'click' | 'login-n-earn' | 'upload';

export interface Activity {
  id: string;
  /** May contain HTML: sanitize before rendering. */
  title: string;
  description: string;
  points: number;
  isTierEnabled: boolean;
  /** Replaces points for display when isTierEnabled and set. */
  tierPoints: number | null;
  actionType: ActionType;
  /** youtube, html, pdf, twitter, facebook, quiz, external, ... */
  channel: string;
  /** Video url or id, survey url, share text, content url, or the target address of a click activity. */
  data: string;
  cardHeaderImage: string;
  /** Seconds a read or view must last before it completes. */
  minimumActivityDuration: number;
  /** How many times the activity can earn points. */
  times: number;
  /** The member's open event for this activity, when one was started. */
  activityEventId: string | null;
  activityData: Record<string, unknown>;
}

/** GET /s1/activity/portal: one page of the home earn list, with the end flag (docs/product/home.md, Earn list). */
export interface ActivityPortalPage {
  content: Activity[];
  metaData: { totalRecs: number };
  /** True when this page holds the last activity: the View More button hides. */
  end: boolean;
}

/** GET /s1/activity: the earn-points list (docs/product/earning.md, Earn-points list). */
export interface ActivityPage {
  content: Activity[];
  metaData: { totalRecs: number };
}
