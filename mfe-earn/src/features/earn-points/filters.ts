import type { ActionType } from '@portal/kit';

/** The filter "What are you looking for?": Show All, Video, Survey, Upload (docs/product/earning.md). */
export const FILTERS = ['all', 'video', 'survey', 'upload'] as const;
export type Filter = (typeof FILTERS)[number];

const TYPES: Record<Filter, ActionType[] | undefined> = {
  all: undefined,
  video: ['view'],
  survey: ['survey'],
  upload: ['upload'],
};

/** The actionType list the call sends; undefined for Show All. */
export const filterTypes = (filter: Filter): ActionType[] | undefined => TYPES[filter];

/** Earn-points page size (docs/product/limits.md). */
export const EARN_POINTS_PAGE_SIZE = 100;

/** The server reports the end when every activity it counts is shown. */
export const isEnd = (shown: number, totalRecs: number) => shown >= totalRecs;
