import type { Db } from '../../db/db';
import type { ApiModule } from '../../platform/api-module';
import type { MailSettings } from './mailer';
import { mailboxRoutes } from './routes';

export { type Mailer, type MailSettings, createMailer, loadMailSettings } from './mailer';
export { type MailLanguage, asMailLanguage } from './templates';

/** The development mailbox page, served only while the settings enable it. */
export const mailModule = (db: Db, settings: MailSettings): ApiModule => ({
  tag: { name: 'mail', description: 'The development mailbox' },
  register: async (api) => {
    if (settings.mailboxEnabled) await api.register(mailboxRoutes, { db });
  },
});
