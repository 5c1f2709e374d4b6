import { defineTranslations } from '@portal/kit';
import { i18n, registerTranslations } from '@portal/shared';

/** The activity preview's strings (docs/product/earning.md; messages verbatim in English). */
export const PREVIEW_NS = 'activityPreview';

export const previewTranslations = defineTranslations({
  en: {
    notFound: 'Error 404! Activity not found',
    wrongActivity: 'Wrong Activity',
    loadFailed: 'We could not load this activity.',
    previous: 'Previous',
    next: 'Next',
    backToList: 'All activities',
    pointsLabel: '{{points, number}} points',
    maxTitle: 'You have already earned the maximum number of points possible for this action',
    close: 'Close',
    goHome: 'Go back to home',
    earned: 'Congratulations! You have earned {{points, number}} Points',
    maximum: "Sorry! You've earned the maximum points possible for this action",
    sorry: 'Sorry! {{message}}.',
    video: {
      hint: 'Watch the video to the end to earn its points. Leaving this page before the end earns nothing.',
      title: 'Activity video',
      unavailable:
        'The video could not load. Check your connection, or allow YouTube if something on this device blocks it.',
    },
    quiz: {
      submit: 'Submit',
      sending: 'Sending…',
      optionRequired: 'Please select the option.',
      answerRequired: 'Answer is required.',
      submitted: 'Successfully submitted.',
      failed: 'Internal technical error. Please try after some time.',
      loadFailed: 'We could not load the questions.',
      optional: '(optional)',
    },
    survey: {
      frameTitle: 'Survey',
      hint: 'Answer the survey below. Your points are credited once the survey is sent.',
      open: 'Open the survey on its own page',
    },
    refer: {
      intro: 'Up to 5 addresses at a time. You earn the points once a friend registers and confirms the account.',
      email: 'Friend’s e-mail {{n}}',
      add: 'Add another e-mail',
      remove: 'Remove e-mail {{n}}',
      send: 'Send invitations',
      needOne: 'Enter at least one e-mail address.',
      invalid: 'Please enter a valid email address.',
      result: '{{email}}: {{outcome}}',
      accepted: 'Invitation sent',
      refused: 'Not invited: already a member, already invited, or your own address',
      failed: 'Something went wrong',
    },
    read: {
      remaining: 'Keep reading: {{seconds}} s left',
      paused: 'The countdown is paused while this tab is not in view.',
      done: 'Reading complete.',
      loadFailed: 'We could not load this article.',
      pdfTitle: 'Document',
      downloadPdf: 'Download the document (PDF)',
    },
    share: {
      twitter: 'Share on X',
      facebook: 'Share on Facebook',
      hint: 'Share, then come back to this page to earn your points.',
    },
    streak: {
      days: 'Days in a row: {{count}}',
      today: 'Today counts toward your streak.',
      notToday: 'Today is not counted yet.',
      failed: 'We could not load your streak.',
    },
    games: {
      play: 'Play now',
      hint: 'Spin the wheel in the contest to complete this activity.',
      done: 'You have earned this game’s points. You can still spin the wheel.',
    },
  },
  fr: {
    notFound: 'Erreur 404\u00a0! Activité introuvable',
    wrongActivity: 'Activité invalide',
    loadFailed: 'Nous n’avons pas pu charger cette activité.',
    previous: 'Précédent',
    next: 'Suivant',
    backToList: 'Toutes les activités',
    pointsLabel: '{{points, number}} points',
    maxTitle: 'Vous avez déjà gagné le nombre maximal de points possible pour cette action',
    close: 'Fermer',
    goHome: 'Retour à l’accueil',
    earned: 'Félicitations\u00a0! Vous avez gagné {{points, number}} points',
    maximum: 'Désolé\u00a0! Vous avez gagné le maximum de points possible pour cette action',
    sorry: 'Désolé\u00a0! {{message}}.',
    video: {
      hint: 'Regardez la vidéo jusqu’au bout pour gagner ses points. Quitter la page avant la fin ne rapporte rien.',
      title: 'Vidéo de l’activité',
      unavailable:
        'La vidéo n’a pas pu se charger. Vérifiez votre connexion, ou autorisez YouTube si quelque chose le bloque sur cet appareil.',
    },
    quiz: {
      submit: 'Envoyer',
      sending: 'Envoi…',
      optionRequired: 'Veuillez sélectionner une option.',
      answerRequired: 'Une réponse est requise.',
      submitted: 'Envoyé avec succès.',
      failed: 'Erreur technique interne. Veuillez réessayer plus tard.',
      loadFailed: 'Nous n’avons pas pu charger les questions.',
      optional: '(facultatif)',
    },
    survey: {
      frameTitle: 'Questionnaire',
      hint: 'Répondez au questionnaire ci-dessous. Vos points sont crédités une fois le questionnaire envoyé.',
      open: 'Ouvrir le questionnaire sur sa propre page',
    },
    refer: {
      intro: 'Jusqu’à 5 adresses à la fois. Vous gagnez les points dès qu’un ami s’inscrit et confirme son compte.',
      email: 'E-mail de l’ami {{n}}',
      add: 'Ajouter un e-mail',
      remove: 'Retirer l’e-mail {{n}}',
      send: 'Envoyer les invitations',
      needOne: 'Saisissez au moins une adresse e-mail.',
      invalid: 'Veuillez saisir une adresse e-mail valide.',
      result: '{{email}}\u00a0: {{outcome}}',
      accepted: 'Invitation envoyée',
      refused: 'Non invité\u00a0: déjà membre, déjà invité ou votre propre adresse',
      failed: 'Une erreur est survenue',
    },
    read: {
      remaining: 'Continuez à lire\u00a0: encore {{seconds}} s',
      paused: 'Le compte à rebours est en pause tant que cet onglet n’est pas affiché.',
      done: 'Lecture terminée.',
      loadFailed: 'Nous n’avons pas pu charger cet article.',
      pdfTitle: 'Document',
      downloadPdf: 'Télécharger le document (PDF)',
    },
    share: {
      twitter: 'Partager sur X',
      facebook: 'Partager sur Facebook',
      hint: 'Partagez, puis revenez sur cette page pour gagner vos points.',
    },
    streak: {
      days: 'Jours consécutifs\u00a0: {{count}}',
      today: 'Aujourd’hui compte pour votre série.',
      notToday: 'Aujourd’hui n’est pas encore compté.',
      failed: 'Nous n’avons pas pu charger votre série.',
    },
    games: {
      play: 'Jouer',
      hint: 'Faites tourner la roue du concours pour terminer cette activité.',
      done: 'Vous avez gagné les points de ce jeu. Vous pouvez toujours faire tourner la roue.',
    },
  },
  es: {
    notFound: '¡Error 404! Actividad no encontrada',
    wrongActivity: 'Actividad incorrecta',
    loadFailed: 'No pudimos cargar esta actividad.',
    previous: 'Anterior',
    next: 'Siguiente',
    backToList: 'Todas las actividades',
    pointsLabel: '{{points, number}} puntos',
    maxTitle: 'Ya has ganado el número máximo de puntos posible para esta acción',
    close: 'Cerrar',
    goHome: 'Volver al inicio',
    earned: '¡Felicidades! Has ganado {{points, number}} puntos',
    maximum: '¡Lo sentimos! Has ganado el máximo de puntos posible para esta acción',
    sorry: '¡Lo sentimos! {{message}}.',
    video: {
      hint: 'Mira el video hasta el final para ganar sus puntos. Si sales de la página antes, no ganas nada.',
      title: 'Video de la actividad',
      unavailable:
        'No se pudo cargar el video. Revisa tu conexión o permite YouTube si algo lo bloquea en este dispositivo.',
    },
    quiz: {
      submit: 'Enviar',
      sending: 'Enviando…',
      optionRequired: 'Por favor, selecciona la opción.',
      answerRequired: 'La respuesta es obligatoria.',
      submitted: 'Enviado con éxito.',
      failed: 'Error técnico interno. Inténtalo más tarde.',
      loadFailed: 'No pudimos cargar las preguntas.',
      optional: '(opcional)',
    },
    survey: {
      frameTitle: 'Encuesta',
      hint: 'Responde la encuesta de abajo. Tus puntos se acreditan cuando se envía la encuesta.',
      open: 'Abrir la encuesta en su propia página',
    },
    refer: {
      intro: 'Hasta 5 direcciones a la vez. Ganas los puntos cuando un amigo se registra y confirma su cuenta.',
      email: 'Correo del amigo {{n}}',
      add: 'Añadir otro correo',
      remove: 'Quitar el correo {{n}}',
      send: 'Enviar invitaciones',
      needOne: 'Introduce al menos un correo electrónico.',
      invalid: 'Introduce un correo electrónico válido.',
      result: '{{email}}: {{outcome}}',
      accepted: 'Invitación enviada',
      refused: 'No invitado: ya es miembro, ya fue invitado o es tu propia dirección',
      failed: 'Algo salió mal',
    },
    read: {
      remaining: 'Sigue leyendo: quedan {{seconds}} s',
      paused: 'La cuenta atrás se detiene mientras esta pestaña no está a la vista.',
      done: 'Lectura completada.',
      loadFailed: 'No pudimos cargar este artículo.',
      pdfTitle: 'Documento',
      downloadPdf: 'Descargar el documento (PDF)',
    },
    share: {
      twitter: 'Compartir en X',
      facebook: 'Compartir en Facebook',
      hint: 'Comparte y vuelve a esta página para ganar tus puntos.',
    },
    streak: {
      days: 'Días seguidos: {{count}}',
      today: 'Hoy cuenta para tu racha.',
      notToday: 'Hoy todavía no cuenta.',
      failed: 'No pudimos cargar tu racha.',
    },
    games: {
      play: 'Jugar ahora',
      hint: 'Gira la ruleta del concurso para completar esta actividad.',
      done: 'Ya ganaste los puntos de este juego. Puedes seguir girando la ruleta.',
    },
  },
});

registerTranslations(PREVIEW_NS, previewTranslations);

/**
 * The preview's messages in the current session language, looked up when shown. Callbacks and
 * effects use it instead of `t`, whose identity changes with the language: an effect depending on
 * `t` would run again on a language switch and start the activity's event a second time.
 */
export const previewT = () => i18n.getFixedT(null, PREVIEW_NS);
