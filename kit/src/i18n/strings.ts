import { defineTranslations } from './define';

/** The UI kit's own strings (panels, spinner, modal, pager, View More), registered into the page's i18n instance on first use. */
export const KIT_NAMESPACE = 'kit';

const en = {
  unavailableTitle: 'This section is temporarily unavailable',
  unavailableBody: 'We could not load this part of the portal. The rest of the site still works.',
  retry: 'Try again',
  retrying: 'Trying again…',
  loading: 'Loading…',
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  viewMore: 'View More',
  range: '{{from}} - {{to}} of {{total}}',
};

const fr = {
  unavailableTitle: 'Cette section est temporairement indisponible',
  unavailableBody: 'Nous n’avons pas pu charger cette partie du portail. Le reste du site fonctionne toujours.',
  retry: 'Réessayer',
  retrying: 'Nouvel essai…',
  loading: 'Chargement…',
  close: 'Fermer',
  previous: 'Précédent',
  next: 'Suivant',
  viewMore: 'Voir plus',
  range: '{{from}} - {{to}} sur {{total}}',
};

const es = {
  unavailableTitle: 'Esta sección no está disponible temporalmente',
  unavailableBody: 'No pudimos cargar esta parte del portal. El resto del sitio sigue funcionando.',
  retry: 'Reintentar',
  retrying: 'Reintentando…',
  loading: 'Cargando…',
  close: 'Cerrar',
  previous: 'Anterior',
  next: 'Siguiente',
  viewMore: 'Ver más',
  range: '{{from}} - {{to}} de {{total}}',
};

export const kitStrings = defineTranslations({ en, fr, es });
