/** The routes this remote owns (ARCHITECTURE.md §2) and the page each one shows. */
export const ROUTES = [
  { path: '/login', page: 'login' },
  { path: '/signup', page: 'signup' },
  { path: '/forget-password', page: 'forgetPassword' },
  { path: '/reset-password', page: 'resetPassword' },
  { path: '/confirm-account', page: 'confirmAccount' },
  { path: '/update-profile', page: 'updateProfile' },
  { path: '/registration-survey', page: 'registrationSurvey' },
] as const;
