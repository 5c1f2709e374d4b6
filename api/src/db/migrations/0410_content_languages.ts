/**
 * Activity and quiz texts per language (docs/product/earning.md, Languages). An activity's title and
 * description move into `texts`, {"en": {"title", "description"}, "fr": {...}, "es": {...}}: English
 * is required, French and Spanish entries are optional and may also carry their own `data` (a share
 * text). A quiz question's title and each option's text become {"en": ..., "fr": ..., "es": ...}; the
 * option ids, which scoring uses, stay. Existing text becomes the English entry.
 */
export const sql = `
alter table activity add column texts jsonb;
update activity set texts = jsonb_build_object('en', jsonb_build_object('title', title, 'description', description));
alter table activity alter column texts set not null;
-- coalesce: a missing key makes the comparison null, which a check constraint would let through.
alter table activity add constraint activity_texts_shape check (coalesce(
  jsonb_typeof(texts -> 'en' -> 'title') = 'string'
  and jsonb_typeof(texts -> 'en' -> 'description') = 'string'
  and texts - 'en' - 'fr' - 'es' = '{}'::jsonb, false)
);
alter table activity drop column title, drop column description;

update survey set questions = coalesce((
  select jsonb_agg(
    case when jsonb_typeof(question -> 'title') = 'string' then
      question || jsonb_build_object(
        'title', jsonb_build_object('en', question -> 'title'),
        'options', coalesce((
          select jsonb_agg(choice || jsonb_build_object('option', jsonb_build_object('en', choice -> 'option')) order by n)
            from jsonb_array_elements(question -> 'options') with ordinality as choices (choice, n)
        ), '[]'::jsonb))
    else question end
    order by position)
    from jsonb_array_elements(questions) with ordinality as list (question, position)
), '[]'::jsonb);
`;
