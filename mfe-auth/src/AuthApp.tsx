import { Route, Routes } from 'react-router-dom';
import { ConfirmAccountPage } from './features/confirm-account/ConfirmAccountPage';
import { ForgetPasswordPage } from './features/forget-password/ForgetPasswordPage';
import { RegistrationSurveyPage } from './features/intake-survey/RegistrationSurveyPage';
import { LoginPage } from './features/login/LoginPage';
import { ResetPasswordPage } from './features/reset-password/ResetPasswordPage';
import { SignupPage } from './features/signup/SignupPage';
import { UpdateProfilePage } from './features/update-profile/UpdateProfilePage';

/** The auth remote: the identity screens of spec part 1 §2. */
export function AuthApp() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/forget-password" element={<ForgetPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/confirm-account" element={<ConfirmAccountPage />} />
      <Route path="/update-profile" element={<UpdateProfilePage />} />
      <Route path="/registration-survey" element={<RegistrationSurveyPage />} />
    </Routes>
  );
}
