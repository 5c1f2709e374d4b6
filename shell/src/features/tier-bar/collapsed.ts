/** Remembered per browser so a member who hides the bar is not shown it again on every page. */
export const TIER_BAR_COLLAPSED_KEY = 'portal-tier-bar-collapsed';
