import type { PageHeadings } from '@portal/shared';

/**
 * The profile page's title and lead: its translations use them and its route declares them, so the
 * servers write them into a member's page before any script runs (docs/decisions.md, 92). Words only:
 * the build reads this file.
 */
export const UPDATE_PROFILE_HEADING = {
  en: {
    title: 'Update Profile',
    lead: 'Keep your details up to date.',
  },
  fr: {
    title: 'Modifier le profil',
    lead: 'Gardez vos informations à jour.',
  },
  es: {
    title: 'Actualizar perfil',
    lead: 'Mantén tus datos al día.',
  },
} as const satisfies PageHeadings;
