import { ContactForm } from './ContactForm';
import './translations';

/**
 * The contact form as a federated widget (exposed as `./contact-form-widget`): the shell shows it on
 * /contact-us and mfe-earn under activity pages, each inside its own React root.
 */
export function ContactFormWidget() {
  return <ContactForm />;
}

export default ContactFormWidget;
