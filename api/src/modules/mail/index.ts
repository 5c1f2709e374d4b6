import type { ApiModule } from '../../platform/api-module';
import type { Mailer, MailSettings } from './mailer';
import { startMailRelay } from './relay';
import { mailboxRoutes } from './routes';
import type { Mailbox } from './service';

export { type MailOutcome, type Mailer, type MailSettings, createMailer, loadMailSettings } from './mailer';
export { type MailLanguage, asMailLanguage } from './templates';
export { type Mailbox, createMailbox } from './service';

/**
 * The development mailbox page, served only while the settings enable it, and the relay that tries
 * failed mails again while the API is up.
 */
export const mailModule = (mailbox: Mailbox, mailer: Mailer, settings: MailSettings): ApiModule => ({
  tag: { name: 'mail', description: 'The development mailbox' },
  register: async (api) => {
    if (settings.mailboxEnabled) await api.register(mailboxRoutes, { mailbox });
    let stop: (() => Promise<void>) | undefined;
    api.addHook('onReady', async () => {
      stop = startMailRelay(() => mailer.relayDue(), settings.retryIntervalSeconds, api.log);
    });
    api.addHook('onClose', async () => stop?.());
  },
});
