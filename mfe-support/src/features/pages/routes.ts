/** The routes this remote owns (ARCHITECTURE.md §2) and the page each one shows. */
export const ROUTES = [
  { path: '/help-desk', page: 'helpDesk' },
  { path: '/help-desk/:id', page: 'ticket' },
  { path: '/support', page: 'support' },
  { path: '/faq', page: 'faq' },
] as const;
