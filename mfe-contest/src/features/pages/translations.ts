import { defineTranslations } from '@portal/kit';

/** The contest remote's strings in every interface language. */
export const translations = defineTranslations({
  en: {
    contests: {
      title: 'Contest',
      lead: 'Spin the prize wheel to win.',
    },
    spin: {
      title: 'Spin the wheel',
      lead: 'Click to spin and see what you win.',
    },
    publicSpin: {
      title: 'Spin the wheel',
      lead: 'Click to spin and see what you win.',
    },
  },
  fr: {
    contests: {
      title: 'Concours',
      lead: 'Faites tourner la roue pour gagner.',
    },
    spin: {
      title: 'Tournez la roue',
      lead: 'Cliquez pour tourner et voir ce que vous gagnez.',
    },
    publicSpin: {
      title: 'Tournez la roue',
      lead: 'Cliquez pour tourner et voir ce que vous gagnez.',
    },
  },
  es: {
    contests: {
      title: 'Concurso',
      lead: 'Gira la ruleta para ganar.',
    },
    spin: {
      title: 'Gira la ruleta',
      lead: 'Haz clic para girar y ver qué ganas.',
    },
    publicSpin: {
      title: 'Gira la ruleta',
      lead: 'Haz clic para girar y ver qué ganas.',
    },
  },
});
