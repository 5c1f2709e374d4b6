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

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive integer, got "${value}".`);
  return number;
}

export function loadSupportSettings(env: NodeJS.ProcessEnv = process.env): SupportSettings {
  return {
    supportEmail: env.SUPPORT_EMAIL || 'support@vapor-rewards.example',
    contactPerMinute: positiveInteger(env.CONTACT_RATE_LIMIT_PER_MINUTE, 5, 'CONTACT_RATE_LIMIT_PER_MINUTE'),
    ticketPerMinute: positiveInteger(env.TICKET_RATE_LIMIT_PER_MINUTE, 10, 'TICKET_RATE_LIMIT_PER_MINUTE'),
    portalUrl: (env.PORTAL_URL || `http://localhost:${env.PORTAL_PORT || '8080'}`).replace(/\/+$/, ''),
  };
}
