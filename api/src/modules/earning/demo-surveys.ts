import type { StoredQuestion } from './repository';

/**
 * The demo quiz (activity "quiz-flavor-profile", survey id in its data). Titles and options carry the
 * three languages in one text, as the campaign shows them; `correct` scores answers on the server.
 */
export const DEMO_SURVEYS: Record<string, StoredQuestion[]> = {
  'flavor-profile': [
    {
      id: 'q1',
      title: 'Which flavor family is our Frost line? / Famille de la gamme Frost ? / ¿Familia de la línea Frost?',
      type: 'radio',
      isRequired: true,
      options: [
        { id: 'menthol', option: 'Menthol / Menthe / Mentol' },
        { id: 'fruit', option: 'Fruit / Fruité / Frutal' },
        { id: 'tobacco', option: 'Tobacco / Tabac / Tabaco' },
      ],
      correct: ['menthol'],
    },
    {
      id: 'q2',
      title: 'Pods can be refilled. / Les capsules sont rechargeables. / Las cápsulas se pueden rellenar.',
      type: 'boolean',
      isRequired: true,
      options: [
        { id: 'true', option: 'True / Vrai / Verdadero' },
        { id: 'false', option: 'False / Faux / Falso' },
      ],
      correct: ['false'],
    },
    {
      id: 'q3',
      title: 'Which flavors have you tried? / Quelles saveurs avez-vous goûtées ? / ¿Qué sabores has probado?',
      type: 'checkbox',
      isRequired: true,
      options: [
        { id: 'mango', option: 'Mango / Mangue / Mango' },
        { id: 'berry', option: 'Berry / Baies / Bayas' },
        { id: 'mint', option: 'Mint / Menthe / Menta' },
      ],
    },
    {
      id: 'q4',
      title: 'Which flavor should we make next? / Quelle saveur créer ensuite ? / ¿Qué sabor deberíamos crear?',
      type: 'text',
      isRequired: true,
      options: [],
    },
    {
      id: 'q5',
      title: 'Anything else? (optional) / Autre chose ? (facultatif) / ¿Algo más? (opcional)',
      type: 'text',
      isRequired: false,
      options: [],
    },
  ],
};
