/** The routes this remote owns (ARCHITECTURE.md §2) and the page each one shows. */
export const ROUTES = [
  { path: '/earn-points', page: 'earnPoints' },
  { path: '/earn-points/*', page: 'submitCode' },
  { path: '/earn-points-action-preview/:id', page: 'activity' },
  { path: '/points-history', page: 'pointsHistory' },
  { path: '/upload-receipt', page: 'uploadReceipt' },
  { path: '/eligible-product', page: 'eligibleProduct' },
  { path: '/static/thank-you-quiz', page: 'thankYouQuiz' },
] as const;
