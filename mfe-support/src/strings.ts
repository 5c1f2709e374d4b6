import { registerTranslations } from '@portal/shared';
import { HELP_DESK_NAMESPACE, helpDeskTranslations } from './features/help-desk/translations';

// The strings of the remote's landing page, for its browser root and its first screen's server render.
// The FAQ's and the contact form's strings come with their pages' chunks (docs/decisions.md, 140).
registerTranslations(HELP_DESK_NAMESPACE, helpDeskTranslations);
