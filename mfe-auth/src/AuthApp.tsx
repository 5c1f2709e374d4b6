import { RoutePages, lazyPage } from '@portal/shared';
import { LoginPage } from './features/login/LoginPage';
import { SignupPage } from './features/signup/SignupPage';
import { ROUTES } from './routes';

// Visitors arrive on /login and /signup, which link to each other: both come with the remote's entry.
// Every other identity screen is a chunk of its own (docs/decisions.md, 140).
const PAGES = {
  login: LoginPage,
  signup: SignupPage,
  forgetPassword: lazyPage(
    () => import(/* webpackChunkName: "page-forgetPassword" */ './features/forget-password/ForgetPasswordPage'),
    'ForgetPasswordPage',
  ),
  resetPassword: lazyPage(
    () => import(/* webpackChunkName: "page-resetPassword" */ './features/reset-password/ResetPasswordPage'),
    'ResetPasswordPage',
  ),
  confirmAccount: lazyPage(
    () => import(/* webpackChunkName: "page-confirmAccount" */ './features/confirm-account/ConfirmAccountPage'),
    'ConfirmAccountPage',
  ),
  updateProfile: lazyPage(
    () => import(/* webpackChunkName: "page-updateProfile" */ './features/update-profile/UpdateProfilePage'),
    'UpdateProfilePage',
  ),
  registrationSurvey: lazyPage(
    () => import(/* webpackChunkName: "page-registrationSurvey" */ './features/intake-survey/RegistrationSurveyPage'),
    'RegistrationSurveyPage',
  ),
} as const;

/** The auth remote: the identity screens (see docs/product/identity.md), one per declared route. */
export function AuthApp() {
  return <RoutePages routes={ROUTES} pages={PAGES} />;
}
