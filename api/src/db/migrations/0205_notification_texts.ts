/**
 * A notification the API writes itself (an agent's reply, a receipt's review, an order shipped) keeps
 * its words in every interface language, so the bell shows it in the language the member reads the
 * portal in, as every other message of the API (docs/product/notifications.md, Language).
 * `short_message` stays the English record. An operator's notification has none: it is shown as the
 * operator wrote it. Notifications written before this migration keep the text they were written in.
 */
export const sql = `
alter table notification add column texts jsonb
  check (
    texts is null or (
      jsonb_typeof(texts -> 'en') = 'string'
      and jsonb_typeof(texts -> 'fr') = 'string'
      and jsonb_typeof(texts -> 'es') = 'string'
    )
  );
`;
