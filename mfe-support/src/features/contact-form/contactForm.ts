import {
  contactNameInput,
  type ContactMessage,
  type Errors,
  checkContactCaptcha,
  checkContactEmail,
  checkContactMessage,
  checkContactName,
} from '@portal/kit';

export interface ContactValues {
  name: string;
  email: string;
  message: string;
  captcha: string;
}

/** The contact form's rules (docs/product/support.md, Contact form), the API's too. */
export const validateContact =
  (captchaOn: boolean) =>
  (values: ContactValues): Errors<ContactValues> => ({
    name: checkContactName(values.name),
    email: checkContactEmail(values.email),
    message: checkContactMessage(values.message),
    captcha: checkContactCaptcha(values.captcha, captchaOn),
  });

export const toContactMessage = (values: ContactValues, captchaOn: boolean): ContactMessage => ({
  name: values.name.trim(),
  email: values.email.trim(),
  message: values.message.trim(),
  ...(captchaOn ? { captchaVal: values.captcha } : {}),
});

/**
 * The name a member's form starts with: first and last name when known, else the session's display
 * name unless it is only the e-mail (which the name rule would turn into nonsense). A registered name
 * may hold hyphens (docs/product/validation.md), which the contact rule drops; each becomes a space, so
 * Gómez-Ruiz starts as Gómez Ruiz rather than GómezRuiz.
 */
export function memberContactName(user: { name?: string; firstName?: string; lastName?: string } | null): string {
  const full = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const name = full || (user?.name && !user.name.includes('@') ? user.name : '');
  return contactNameInput(name.replaceAll('-', ' ')).trim();
}
