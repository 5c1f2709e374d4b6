import { createTestDbBefore, insertOldCampaign } from '../test/test-db';
import type { Db } from './db';
import { migrate } from './migrate';

/** Migration 0460 on a database that already holds a product. */
let db: Db;
beforeAll(async () => {
  db = await createTestDbBefore(460);
});
afterAll(() => db.close());

test('an earlier product keeps its English text with no translations; product texts take only French and Spanish names and types', async () => {
  const campaignId = await insertOldCampaign(db);
  const { id: productId } = await db.one<{ id: string }>(
    `insert into product (campaign_id, sku, product_name, product_type, upc, points)
     values ($1, 'charger', 'USB Charger', 'Accessory', '850012345090', 12) returning id`,
    [campaignId],
  );

  expect(await migrate(db)).toContain('0460_product_texts');

  expect(await db.one('select product_name, product_type, texts from product where id = $1', [productId])).toEqual({
    product_name: 'USB Charger',
    product_type: 'Accessory',
    texts: {},
  });
  await db.query(
    `update product set texts = '{"name": {"fr": "Chargeur USB"}, "type": {"es": "Accesorio"}}' where id = $1`,
    [productId],
  );
  const refused = [
    '{"type": {"de": "Zubehör"}}',
    '{"title": {"fr": "Chargeur"}}',
    '{"name": "Chargeur"}',
    '[]',
    '{"type": {"fr": 5}}',
  ];
  for (const texts of refused) {
    await expect(db.query('update product set texts = $2 where id = $1', [productId, texts])).rejects.toThrow(
      /product_texts_shape/,
    );
  }
});
