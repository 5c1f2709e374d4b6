/** The routes this remote owns (ARCHITECTURE.md §2) and the page each one shows. */
export const ROUTES = [
  { path: '/rewards', page: 'rewards' },
  { path: '/reward-preview/*', page: 'rewardPreview' },
  { path: '/my-rewards', page: 'myRewards' },
  { path: '/download/activity-sheet/:id/:filename', page: 'download' },
] as const;
