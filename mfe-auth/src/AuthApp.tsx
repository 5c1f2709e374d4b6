import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ConfirmAccountPage } from './features/confirm-account/ConfirmAccountPage';
import { ForgetPasswordPage } from './features/forget-password/ForgetPasswordPage';
import { RegistrationSurveyPage } from './features/intake-survey/RegistrationSurveyPage';
import { LoginPage } from './features/login/LoginPage';
import { ResetPasswordPage } from './features/reset-password/ResetPasswordPage';
import { SignupPage } from './features/signup/SignupPage';
import { UpdateProfilePage } from './features/update-profile/UpdateProfilePage';
import { ROUTES, type AuthPath } from './routes';

/** The page of every declared route: a route without a page, or a page without a route, does not compile. */
const PAGES: Record<AuthPath, ComponentType> = {
  '/login': LoginPage,
  '/signup': SignupPage,
  '/forget-password': ForgetPasswordPage,
  '/reset-password': ResetPasswordPage,
  '/confirm-account': ConfirmAccountPage,
  '/update-profile': UpdateProfilePage,
  '/registration-survey': RegistrationSurveyPage,
};

/** The auth remote: the identity screens (see docs/product/identity.md), one per declared route. */
export function AuthApp() {
  return (
    <Routes>
      {ROUTES.map(({ path }) => {
        const Page = PAGES[path];
        return <Route key={path} path={path} element={<Page />} />;
      })}
    </Routes>
  );
}
