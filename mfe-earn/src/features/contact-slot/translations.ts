import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';

/** The heading and region name of the contact slot under activity pages. */
export const CONTACT_SLOT_NAMESPACE = 'contactSlot';

export const contactSlotTranslations = defineTranslations({
  en: { heading: 'Questions? Contact us', region: 'Contact form' },
  fr: { heading: 'Des questions\u00a0? Contactez-nous', region: 'Formulaire de contact' },
  es: { heading: '¿Preguntas? Contáctanos', region: 'Formulario de contacto' },
});

registerTranslations(CONTACT_SLOT_NAMESPACE, contactSlotTranslations);
