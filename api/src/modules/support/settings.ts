import { positiveInteger } from '../../platform/settings';

/** Environment of the support module (api/README.md, Help desk and contact form). Read once when the app is built. */
export interface SupportSettings {
  /** Where visitors' contact messages are mailed. */
  supportEmail: string;
  /** Contact messages per minute and client address. */
  contactPerMinute: number;
  /** New tickets and replies per minute and member. */
  ticketPerMinute: number;
  /** Base of the ticket links in mails. */
  portalUrl: string;
}

export function loadSupportSettings(env: NodeJS.ProcessEnv = process.env): SupportSettings {
  return {
    supportEmail: env.SUPPORT_EMAIL || 'support@vapor-rewards.example',
    contactPerMinute: positiveInteger(env, 'CONTACT_RATE_LIMIT_PER_MINUTE', 5),
    ticketPerMinute: positiveInteger(env, 'TICKET_RATE_LIMIT_PER_MINUTE', 10),
    portalUrl: (env.PORTAL_URL || `http://localhost:${env.PORTAL_PORT || '8080'}`).replace(/\/+$/, ''),
  };
}
