import {
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
