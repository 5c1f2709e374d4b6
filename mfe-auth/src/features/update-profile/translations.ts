import { defineTranslations } from '@portal/kit';
import { registerTranslations } from '@portal/shared';

/** The member's profile page. */
export const UPDATE_PROFILE_NS = 'authUpdateProfile';

export const updateProfileTranslations = defineTranslations({
  en: {
    title: 'Update Profile',
    lead: 'Keep your details up to date.',
    submit: 'Save Changes',
    saved: 'Successfully updated your profile.',
    bonus: "Thanks for coming back! You've earned {{points}} points.",
    failed: 'Something went wrong!',
  },
  fr: {
    title: 'Modifier le profil',
    lead: 'Gardez vos informations à jour.',
    submit: 'Enregistrer',
    saved: 'Votre profil a bien été mis à jour.',
    bonus: 'Merci de votre retour ! Vous avez gagné {{points}} points.',
    failed: 'Une erreur s’est produite !',
  },
  es: {
    title: 'Actualizar perfil',
    lead: 'Mantén tus datos al día.',
    submit: 'Guardar cambios',
    saved: 'Tu perfil se ha actualizado.',
    bonus: '¡Gracias por volver! Has ganado {{points}} puntos.',
    failed: '¡Algo salió mal!',
  },
});

registerTranslations(UPDATE_PROFILE_NS, updateProfileTranslations);
