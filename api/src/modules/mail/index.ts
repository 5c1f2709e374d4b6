import type { ApiModule } from '../../platform/api-module';
import type { MailSettings } from './mailer';
import { mailboxRoutes } from './routes';
import type { Mailbox } from './service';

export { type Mailer, type MailSettings, createMailer, loadMailSettings } from './mailer';
export { type MailLanguage, asMailLanguage } from './templates';
export { type Mailbox, createMailbox } from './service';

/** The development mailbox page, served only while the settings enable it. */
export const mailModule = (mailbox: Mailbox, settings: MailSettings): ApiModule => ({
  tag: { name: 'mail', description: 'The development mailbox' },
  register: async (api) => {
    if (settings.mailboxEnabled) await api.register(mailboxRoutes, { mailbox });
  },
});
