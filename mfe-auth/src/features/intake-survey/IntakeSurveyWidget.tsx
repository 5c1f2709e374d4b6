import { registerTranslations } from '@portal/shared';
import { translations } from '../../translations';
import { IntakeSurveyForm } from './IntakeSurveyForm';

// Rendered inside the shell's React root: its providers are there, but this remote's strings are not.
registerTranslations('auth', translations);

/** The intake survey for the shell's home; saving it updates the session, which makes the home move on. */
export default function IntakeSurveyWidget() {
  return <IntakeSurveyForm onDone={() => undefined} />;
}
