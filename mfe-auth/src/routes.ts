import type { RouteDeclaration } from '@portal/shared';
import { CONFIRM_ACCOUNT_HEADING } from './features/confirm-account/heading';
import { FORGET_PASSWORD_HEADING } from './features/forget-password/heading';
import { INTAKE_SURVEY_HEADING } from './features/intake-survey/heading';
import { LOGIN_HEADING } from './features/login/heading';
import { RESET_PASSWORD_HEADING } from './features/reset-password/heading';
import { SIGNUP_HEADING } from './features/signup/heading';
import { UPDATE_PROFILE_HEADING } from './features/update-profile/heading';

/**
 * The routes this remote owns, who may open them, whether they show the portal's layout and the page
 * each one shows: the one declaration its router renders and the shell's guards read (the build publishes it as
 * routes.json; see docs/architecture.md, Federation). It imports types and its pages' headings (words
 * only), so the build reads this file on its own.
 */
export const ROUTES = [
  { path: '/login', access: 'public', layout: true, page: 'login', heading: LOGIN_HEADING },
  { path: '/signup', access: 'public', layout: true, page: 'signup', heading: SIGNUP_HEADING },
  {
    path: '/forget-password',
    access: 'public',
    layout: true,
    page: 'forgetPassword',
    heading: FORGET_PASSWORD_HEADING,
  },
  { path: '/reset-password', access: 'public', layout: true, page: 'resetPassword', heading: RESET_PASSWORD_HEADING },
  {
    path: '/confirm-account',
    access: 'public',
    layout: true,
    page: 'confirmAccount',
    heading: CONFIRM_ACCOUNT_HEADING,
  },
  { path: '/update-profile', access: 'member', layout: true, page: 'updateProfile', heading: UPDATE_PROFILE_HEADING },
  {
    path: '/registration-survey',
    access: 'member',
    layout: true,
    page: 'registrationSurvey',
    heading: INTAKE_SURVEY_HEADING,
  },
] as const satisfies readonly (RouteDeclaration & { page: string })[];
