import { defineTranslations } from '@portal/kit';

/** The rewards remote's strings in every interface language. */
export const translations = defineTranslations({
  en: {
    rewards: {
      title: 'Rewards',
      lead: 'Redeem your points for rewards.',
    },
    rewardPreview: {
      title: 'Reward',
      lead: 'Details of this reward.',
    },
    myRewards: {
      title: 'My Rewards',
      lead: 'The rewards you redeemed.',
    },
    download: {
      title: 'Download',
      lead: 'Your file is being prepared.',
    },
  },
  fr: {
    rewards: {
      title: 'Récompenses',
      lead: 'Échangez vos points contre des récompenses.',
    },
    rewardPreview: {
      title: 'Récompense',
      lead: 'Détails de cette récompense.',
    },
    myRewards: {
      title: 'Mes récompenses',
      lead: 'Les récompenses que vous avez échangées.',
    },
    download: {
      title: 'Téléchargement',
      lead: 'Votre fichier est en préparation.',
    },
  },
  es: {
    rewards: {
      title: 'Recompensas',
      lead: 'Canjea tus puntos por recompensas.',
    },
    rewardPreview: {
      title: 'Recompensa',
      lead: 'Detalles de esta recompensa.',
    },
    myRewards: {
      title: 'Mis recompensas',
      lead: 'Las recompensas que canjeaste.',
    },
    download: {
      title: 'Descarga',
      lead: 'Tu archivo se está preparando.',
    },
  },
});
