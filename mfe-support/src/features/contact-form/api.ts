import { apiCall } from '@portal/shared';
import type { ContactMessage, ContactResult, Envelope } from '@portal/kit';

/** Path ours (docs/product/support.md, Calls): public, rate limited per client address. */
export const CONTACT_PATH = '/s1/support/contact';

export const sendContactMessage = (message: ContactMessage): Promise<Envelope<ContactResult>> =>
  apiCall<ContactResult>({ method: 'POST', url: CONTACT_PATH, data: message });
