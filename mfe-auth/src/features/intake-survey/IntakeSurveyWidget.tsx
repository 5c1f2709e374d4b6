import { IntakeSurveyForm } from './IntakeSurveyForm';

/** The intake survey for the shell's home; saving it updates the session, which makes the home move on. */
export default function IntakeSurveyWidget() {
  return <IntakeSurveyForm onDone={() => undefined} />;
}
