/**
 * The demo campaign's games activity named a contest that never existed ("flavor-match"), so its Play
 * link led nowhere and no spin could complete it. It now names the demo Free Daily Wheel by its slug
 * (docs/product/earning.md, Games). A database seeded before keeps its row and its events: this renames
 * the row to the seed's new slug, so the seed adds no second one, points it at the wheel, and gives it
 * the seed's new words unless an operator had changed them.
 */
const texts = {
  en: {
    title: 'Play: spin the Free Daily Wheel',
    description: 'Give the Free Daily Wheel a spin: it costs no points, and playing earns you points once.',
  },
  fr: {
    title: 'Jouer\u00a0: faites tourner la roue quotidienne gratuite',
    description:
      'Faites tourner la roue quotidienne gratuite\u00a0: elle ne coûte aucun point, et jouer vous rapporte des points une fois.',
  },
  es: {
    title: 'Juega: gira la ruleta diaria gratis',
    description: 'Gira la ruleta diaria gratis: no cuesta puntos, y jugar te da puntos una vez.',
  },
};

export const sql = `
update activity
   set slug = 'spin-free-wheel',
       data = 'free-wheel',
       texts = case when texts -> 'en' ->> 'title' = 'Play: Flavor Match'
                    then '${JSON.stringify(texts).replaceAll("'", "''")}'::jsonb
                    else texts end
 where slug = 'play-flavor-match' and action_type = 'games' and data = 'flavor-match';
`;
