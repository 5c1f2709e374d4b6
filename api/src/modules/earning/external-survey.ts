import type { Language } from '../../platform/messages';

/**
 * The demo campaign's "external" survey: a small page the API serves in place of a survey provider
 * (docs/product/earning.md, Quiz and survey). It knows only the event id in its address; its form
 * reports the answers, which completes that event, and the member lands on the thank-you page.
 */
const TEXT: Record<Language, { title: string; q1: string; q2: string; yes: string; no: string; send: string }> = {
  en: {
    title: 'Tell us about your device',
    q1: 'How often do you use your device?',
    q2: 'Would you recommend it to a friend?',
    yes: 'Yes',
    no: 'No',
    send: 'Send',
  },
  fr: {
    title: 'Parlez-nous de votre appareil',
    q1: 'À quelle fréquence utilisez-vous votre appareil\u00a0?',
    q2: 'Le recommanderiez-vous à un ami\u00a0?',
    yes: 'Oui',
    no: 'Non',
    send: 'Envoyer',
  },
  es: {
    title: 'Cuéntanos sobre tu dispositivo',
    q1: '¿Con qué frecuencia usas tu dispositivo?',
    q2: '¿Se lo recomendarías a un amigo?',
    yes: 'Sí',
    no: 'No',
    send: 'Enviar',
  },
};

/** The survey page; `eventId` is a validated uuid, every other text is ours. */
export function externalSurveyPage(eventId: string, language: Language): string {
  const t = TEXT[language];
  const radio = (value: string, label: string) =>
    `<label><input type="radio" name="recommend" value="${value}" required> ${label}</label>`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${t.title}</title>
<style>body{font-family:sans-serif;margin:1.5rem;color:#222}label{display:block;margin:.4rem 0}
input[type=text]{width:100%;max-width:24rem;padding:.4rem}button{margin-top:1rem;padding:.5rem 1.5rem}</style></head>
<body><h1>${t.title}</h1>
<form method="get" action="/api/s1/survey/external/${eventId}/report" target="_top">
<label for="usage">${t.q1}</label><input id="usage" type="text" name="usage" maxlength="200" required>
<fieldset><legend>${t.q2}</legend>${radio('yes', t.yes)}${radio('no', t.no)}</fieldset>
<button type="submit">${t.send}</button>
</form></body></html>`;
}
