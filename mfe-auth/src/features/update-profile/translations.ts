import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';
import { UPDATE_PROFILE_HEADING } from './heading';

/** The member's profile page. */
export const UPDATE_PROFILE_NS = 'authUpdateProfile';

export const updateProfileTranslations = defineTranslations({
  en: {
    ...UPDATE_PROFILE_HEADING.en,
    submit: 'Save Changes',
    saved: 'Successfully updated your profile.',
    bonus: "Thanks for coming back! You've earned {{points, number}} points.",
    failed: 'Something went wrong!',
    fieldError: '{{field}}: {{message}}',
    emailFixed: 'The e-mail of your store account. It cannot be changed here.',
    draftKept: 'Your session ended before you saved. We kept your changes: check them, then save.',
  },
  fr: {
    ...UPDATE_PROFILE_HEADING.fr,
    submit: 'Enregistrer',
    saved: 'Votre profil a bien été mis à jour.',
    bonus: 'Merci de votre retour\u00a0! Vous avez gagné {{points, number}} points.',
    failed: 'Une erreur s’est produite\u00a0!',
    fieldError: '{{field}}\u00a0: {{message}}',
    emailFixed: 'L’adresse e-mail de votre compte boutique. Elle ne peut pas être modifiée ici.',
    draftKept:
      'Votre session a pris fin avant l’enregistrement. Nous avons gardé vos modifications : vérifiez-les, puis enregistrez.',
  },
  es: {
    ...UPDATE_PROFILE_HEADING.es,
    submit: 'Guardar cambios',
    saved: 'Tu perfil se ha actualizado.',
    bonus: '¡Gracias por volver! Has ganado {{points, number}} puntos.',
    failed: '¡Algo salió mal!',
    fieldError: '{{field}}: {{message}}',
    emailFixed: 'El correo de tu cuenta de la tienda. No se puede cambiar aquí.',
    draftKept: 'Tu sesión terminó antes de guardar. Conservamos tus cambios: revísalos y guárdalos.',
  },
});

registerTranslations(UPDATE_PROFILE_NS, updateProfileTranslations);
