import type { Activity } from '@portal/kit';

/** A video is an own file (HTML5 video) unless its channel names the hosting service (docs/product/earning.md). */
export const isHostedVideo = (activity: Pick<Activity, 'channel'>) => activity.channel === 'youtube';

/** Only the portal's own files or https addresses are played or framed. */
export const isSafeSource = (url: string) => url.startsWith('/') || url.startsWith('https://');

/** A hosting id is letters, digits, - and _ only. */
export const isVideoId = (id: string) => /^[\w-]{6,20}$/.test(id);
