/** The routes this remote owns (ARCHITECTURE.md §2) and the page each one shows. */
export const ROUTES = [
  { path: '/contest', page: 'contests' },
  { path: '/contest/:id', page: 'spin' },
  { path: '/contestx/:id', page: 'publicSpin' },
] as const;
