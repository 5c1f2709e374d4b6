import type { StoredQuestion } from './repository';

/**
 * The demo quiz (activity "quiz-flavor-profile", survey id in its data). Titles and options are
 * written in every language; `correct` names option ids, so scoring is the same in each of them.
 */
export const DEMO_SURVEYS: Record<string, StoredQuestion[]> = {
  'flavor-profile': [
    {
      id: 'q1',
      title: {
        en: 'Which flavor family is our Frost line?',
        fr: 'À quelle famille de saveurs appartient notre gamme Frost\u00a0?',
        es: '¿A qué familia de sabores pertenece nuestra línea Frost?',
      },
      type: 'radio',
      isRequired: true,
      options: [
        { id: 'menthol', option: { en: 'Menthol', fr: 'Menthol', es: 'Mentol' } },
        { id: 'fruit', option: { en: 'Fruit', fr: 'Fruitée', es: 'Frutal' } },
        { id: 'tobacco', option: { en: 'Tobacco', fr: 'Tabac', es: 'Tabaco' } },
      ],
      correct: ['menthol'],
    },
    {
      id: 'q2',
      title: {
        en: 'Pods can be refilled.',
        fr: 'Les capsules peuvent être rechargées.',
        es: 'Las cápsulas se pueden rellenar.',
      },
      type: 'boolean',
      isRequired: true,
      options: [
        { id: 'true', option: { en: 'True', fr: 'Vrai', es: 'Verdadero' } },
        { id: 'false', option: { en: 'False', fr: 'Faux', es: 'Falso' } },
      ],
      correct: ['false'],
    },
    {
      id: 'q3',
      title: {
        en: 'Which flavors have you tried?',
        fr: 'Quelles saveurs avez-vous déjà goûtées\u00a0?',
        es: '¿Qué sabores has probado?',
      },
      type: 'checkbox',
      isRequired: true,
      options: [
        { id: 'mango', option: { en: 'Mango', fr: 'Mangue', es: 'Mango' } },
        { id: 'berry', option: { en: 'Berry', fr: 'Fruits rouges', es: 'Frutos rojos' } },
        { id: 'mint', option: { en: 'Mint', fr: 'Menthe', es: 'Menta' } },
      ],
    },
    {
      id: 'q4',
      title: {
        en: 'Which flavor should we make next?',
        fr: 'Quelle saveur devrions-nous créer ensuite\u00a0?',
        es: '¿Qué sabor deberíamos crear a continuación?',
      },
      type: 'text',
      isRequired: true,
      options: [],
    },
    {
      id: 'q5',
      title: {
        en: 'Anything else you would like to tell us?',
        fr: 'Autre chose à nous dire\u00a0?',
        es: '¿Algo más que quieras contarnos?',
      },
      type: 'text',
      isRequired: false,
      options: [],
    },
  ],
};
