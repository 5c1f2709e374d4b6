import type { ContactMessage } from '@portal/kit/contracts';
import {
  checkContactCaptcha,
  checkContactEmail,
  checkContactMessage,
  checkContactName,
  contactNameInput,
  type FieldError,
} from '@portal/kit/validation/rules';
import { DomainError, type FieldProblem } from '../../platform/domain-error';
import { withoutControls } from '../../platform/plain-text';

/**
 * The server's own check of the contact form's rules (docs/product/support.md, Contact form), with
 * the messages the form shows: the API is the boundary, whatever sent the request.
 */
export function checkContact(
  message: ContactMessage,
  captchaRequired: boolean,
): { name: string; email: string; message: string } {
  const problems: FieldProblem[] = [];
  const add = (field: string, error: FieldError | null) => {
    if (error)
      problems.push({ field, code: `validation.${error.key}`, ...(error.values ? { values: error.values } : {}) });
  };
  // The name keeps letters and spaces, as the form keeps them while typing: whatever sent the request,
  // no line break or markup reaches the mail to the support address or the agent's queue.
  const name = contactNameInput(message.name).trim();
  add('name', checkContactName(name));
  add('email', checkContactEmail(message.email));
  add('message', checkContactMessage(message.message));
  add('captchaVal', checkContactCaptcha(message.captchaVal, captchaRequired));
  if (problems.length) throw new DomainError('support.fieldsInvalid', 400, { errors: problems });
  return { name, email: message.email.trim(), message: cleanText(message.message) };
}

/** A subject is one line: runs of whitespace (line breaks included) become one space; no control characters. */
export const cleanSubject = (subject: string): string => withoutControls(subject.replace(/\s+/g, ' ')).trim();

/** Message text keeps its lines, without surrounding blank space or control characters. */
export const cleanText = (text: string): string => withoutControls(text.replace(/\r\n/g, '\n')).trim();

/** The ticket's page: the reply notification leads there and the reply mail links to it. */
export const ticketRoute = (ticketId: number): string => `/help-desk/${ticketId}`;
