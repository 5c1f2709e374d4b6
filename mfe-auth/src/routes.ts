import type { RouteDeclaration } from '@portal/shared';
import { CONFIRM_ACCOUNT_HEADING } from './features/confirm-account/heading';
import { FORGET_PASSWORD_HEADING } from './features/forget-password/heading';
import { INTAKE_SURVEY_HEADING } from './features/intake-survey/heading';
import { LOGIN_HEADING } from './features/login/heading';
import { RESET_PASSWORD_HEADING } from './features/reset-password/heading';
import { SIGNUP_HEADING } from './features/signup/heading';
import { UPDATE_PROFILE_HEADING } from './features/update-profile/heading';

/**
 * The routes this remote owns, who may open them and whether they show the portal's layout: the
 * one declaration its router renders and the shell's guards read (the build publishes it as
 * routes.json; see docs/architecture.md, Federation). It imports types and its pages' headings (words
 * only), so the build reads this file on its own.
 */
export const ROUTES = [
  { path: '/login', access: 'public', layout: true, heading: LOGIN_HEADING },
  { path: '/signup', access: 'public', layout: true, heading: SIGNUP_HEADING },
  { path: '/forget-password', access: 'public', layout: true, heading: FORGET_PASSWORD_HEADING },
  { path: '/reset-password', access: 'public', layout: true, heading: RESET_PASSWORD_HEADING },
  { path: '/confirm-account', access: 'public', layout: true, heading: CONFIRM_ACCOUNT_HEADING },
  { path: '/update-profile', access: 'member', layout: true, heading: UPDATE_PROFILE_HEADING },
  { path: '/registration-survey', access: 'member', layout: true, heading: INTAKE_SURVEY_HEADING },
] as const satisfies readonly RouteDeclaration[];

export type AuthPath = (typeof ROUTES)[number]['path'];
