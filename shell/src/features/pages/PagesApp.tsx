import { Route, Routes } from 'react-router-dom';
import { ContactUsPage } from './ContactUsPage';
import { ExpiredScreen, MaintenanceScreen, UpcomingScreen } from './CampaignScreens';
import { HomePage } from '../home/HomePage';
import { LogoutPage } from './LogoutPage';
import { NotFoundPage } from './NotFoundPage';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { ProgramPerksPage } from './ProgramPerksPage';
import { StaticPage } from './StaticPage';

/** The shell's own routes; anything no app owns ends at the 404 page. */
export function PagesApp() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/about-us" element={<StaticPage section="about" />} />
      <Route path="/contact-us" element={<ContactUsPage />} />
      <Route path="/exciting-changes" element={<StaticPage section="changes" />} />
      <Route path="/private-policy" element={<PrivacyPolicyPage />} />
      <Route path="/program-perks" element={<ProgramPerksPage />} />
      <Route path="/upcoming" element={<UpcomingScreen />} />
      <Route path="/expired" element={<ExpiredScreen />} />
      <Route path="/maintenance" element={<MaintenanceScreen />} />
      <Route path="/logout" element={<LogoutPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
