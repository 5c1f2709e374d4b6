import { PDFDocument } from 'pdf-lib';
import { type TestApp, createTestApp } from '../../test/test-app';
import { type SignedInMember, signedInMember } from '../../test/member';
import { DEMO_REWARDS, DEMO_REWARD_IDS, SANDBOX_NONCES, seedDemoRewards } from '.';
import { DEMO_REWARD_TEXTS } from './demo-reward-texts';
import { signDownload } from './download-links';
import { balanceOf, givePoints } from './test-helpers';

// Runs on PGlite, and on PostgreSQL with `npm run test:pg`.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const CAP = DEMO_REWARD_IDS['rewards-cap']!;
const CHARGER = DEMO_REWARD_IDS['xl-usb-charger']!;
const GIFT_5 = DEMO_REWARD_IDS['gift-card-5']!;
const TRAVEL_CASE = DEMO_REWARD_IDS['travel-case']!;
const VIP = DEMO_REWARD_IDS['vip-customer-support']!;
const DISCONTINUED = DEMO_REWARD_IDS['yellow-sticker-card']!;
const ADDRESS = {
  suite: '4B',
  address: '100 Main Street',
  city: 'Austin',
  state: 'Texas',
  country: 'USA',
  zip: '78701',
};

async function memberWith(points: number, tier = 1): Promise<SignedInMember> {
  const member = await signedInMember(t, { tier });
  if (points > 0) await givePoints(t.db, member.id, points);
  return member;
}

const redeem = (member: SignedInMember, id: string) =>
  member.inject({ method: 'POST', url: `/s2/rewards/campaign/redeem/${id}` });
const setAddress = (member: SignedInMember, orderId: string, address: object) =>
  member.inject({ method: 'PUT', url: `/s2/rewards/order/address/${orderId}`, payload: address });
const pay = (member: SignedInMember, orderId: string, nonce: string) =>
  member.inject({
    method: 'PUT',
    url: `/s2/rewards/order/${orderId}/checkout`,
    payload: { paymentMethodNonce: nonce },
  });

describe('catalogue', () => {
  it('pages 8 rewards at a time with their stock, tier and discontinued state', async () => {
    const member = await memberWith(0);
    const first = (await member.inject({ method: 'GET', url: '/s1/userportal/rewardlist?page=0&limit=8' })).json();
    expect(first.data.content).toHaveLength(8);
    expect(first.data.metaData.totalRecs).toBeGreaterThanOrEqual(10);
    const second = (await member.inject({ method: 'GET', url: '/s1/userportal/rewardlist?page=1&limit=8' })).json();
    const all = [...first.data.content, ...second.data.content];
    const byId = (id: string) => all.find((reward: { id: string }) => reward.id === id);
    expect(byId(TRAVEL_CASE)).toMatchObject({ inStock: false, type: 'PHYSICAL' });
    expect(byId(VIP)).toMatchObject({ type: 'VVS', redeemPoints: 0, redeemPrice: 0, userTier: 4 });
    expect(byId(DISCONTINUED).discontinuedFrom).toBe('2022-03-30T00:00:00.000Z');
    expect(byId(CHARGER)).toMatchObject({ redeemPrice: 2, shippingCharge: 5, inStock: true });
  });

  it('answers "Requested entity not found!" for a missing reward and 401 without a token', async () => {
    const member = await memberWith(0);
    const missing = await member.inject({
      method: 'GET',
      url: '/s1/reward/campaign/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Requested entity not found!');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/s1/userportal/rewardlist' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses absurd paging with 400', async () => {
    const member = await memberWith(0);
    const response = await member.inject({ method: 'GET', url: '/s1/userportal/rewardlist?page=1e300' });
    expect(response.statusCode).toBe(400);
  });
});

describe('redeeming a digital reward', () => {
  it('hands out a code once, debits the points, then answers 406 already redeemed', async () => {
    const member = await memberWith(120);
    const first = await redeem(member, GIFT_5);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'COMPLETED', points: 50, downloadFilename: 'voucher.pdf' });
    expect(first.json().data.code).toMatch(/^GIFTCARD5-\d{4}$/);
    expect(await balanceOf(t.db, member.id)).toBe(70);
    const again = await redeem(member, GIFT_5);
    expect(again.statusCode).toBe(406);
    expect(again.json().message).toBe('You have already redeemed this reward.');
    expect(await balanceOf(t.db, member.id)).toBe(70);
    const reward = (await member.inject({ method: 'GET', url: `/s1/reward/campaign/${GIFT_5}` })).json().data;
    expect(reward.alreadyRedeemed).toBe(true);
  });

  it('never gives one code to two members', async () => {
    const [a, b] = [await memberWith(100), await memberWith(100)];
    const [ra, rb] = await Promise.all([redeem(a, GIFT_5), redeem(b, GIFT_5)]);
    expect(ra.json().data.code).not.toBe(rb.json().data.code);
  });
});

describe('refusals', () => {
  it('answers 403 out of stock, 406 low on points, 410 discontinued, 400 for the VIP item', async () => {
    const member = await memberWith(40);
    const out = await redeem(member, TRAVEL_CASE);
    expect(out.statusCode).toBe(403);
    expect(out.json().message).toBe('This reward is temporarily out of stock.');
    const low = await redeem(member, CAP);
    expect(low.statusCode).toBe(406);
    expect(low.json().message).toBe('Oops! Low On Points.');
    expect((await redeem(member, DISCONTINUED)).statusCode).toBe(410);
    expect((await redeem(member, VIP)).statusCode).toBe(400);
    expect(await balanceOf(t.db, member.id)).toBe(40);
  });

  it('refuses a reward above the member’s tier with 403', async () => {
    await t.db.query("update reward set user_tier = 3 where slug = 'device-kit'");
    const low = await memberWith(600, 2);
    expect((await redeem(low, DEMO_REWARD_IDS['device-kit']!)).json().code).toBe('reward.tierLocked');
    const high = await memberWith(600, 3);
    expect((await redeem(high, DEMO_REWARD_IDS['device-kit']!)).statusCode).toBe(200);
    await t.db.query("update reward set user_tier = null where slug = 'device-kit'");
  });

  it('answers French and Spanish messages too', async () => {
    const member = await memberWith(0);
    const fr = await member.inject({
      method: 'POST',
      url: `/s2/rewards/campaign/redeem/${TRAVEL_CASE}`,
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(fr.json().message).toBe('Cette récompense est temporairement en rupture de stock.');
  });
});

describe('a physical reward: address, then payment', () => {
  it('validates the address field by field, then pays after a declined card', async () => {
    const member = await memberWith(300);
    const order = (await redeem(member, CHARGER)).json().data;
    expect(order).toMatchObject({ status: 'AWAITING_ADDRESS', paymentAmount: 7, shippingCharge: 5, points: 200 });
    expect(order.expiresAt).not.toBeNull();

    const bad = await setAddress(member, order.id, { ...ADDRESS, zip: '78a01', city: 'A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Entered wrong address for delivery');
    expect(
      bad
        .json()
        .errors.map((e: { message: string }) => e.message)
        .sort(),
    ).toEqual(['Error: Invalid city!', 'Error: Invalid zip!']);
    const french = await member.inject({
      method: 'PUT',
      url: `/s2/rewards/order/address/${order.id}`,
      payload: { ...ADDRESS, zip: '78a01' },
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(french.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Erreur\u00a0: code postal invalide\u00a0!',
    ]);
    // A city of control characters alone is empty once they are taken out.
    const invisible = await setAddress(member, order.id, { ...ADDRESS, city: '\u0007\u001b\u0007' });
    expect(invisible.json().errors.map((e: { type: string }) => e.type)).toEqual(['city']);
    const good = await setAddress(member, order.id, {
      ...ADDRESS,
      address: '<b>100</b> Main Street',
      state: 'Te\u202Exas\u0007',
    });
    expect(good.json().data).toMatchObject({ status: 'AWAITING_PAYMENT' });
    expect(good.json().data.shippingAddress).toMatchObject({ address: '<b>100</b> Main Street', state: 'Texas' });

    const token = await member.inject({ method: 'GET', url: '/s2/pg/pgToken' });
    expect(token.json().data).toMatchObject({ sandbox: true });
    expect(token.json().data.token).toMatch(/^sandbox_/);

    const missing = await pay(member, order.id, ' ');
    expect(missing.json().message).toBe('Please Enter Payment details');
    const declined = (await pay(member, order.id, SANDBOX_NONCES.declined)).json().data;
    expect(declined).toMatchObject({ transactionStatus: 'FAILED', transactionId: null });
    expect(declined.order.status).toBe('AWAITING_PAYMENT');
    const paid = (await pay(member, order.id, SANDBOX_NONCES.valid)).json().data;
    expect(paid.transactionStatus).toBe('SUCCESS');
    expect(paid.order).toMatchObject({ status: 'CONFIRMED', expiresAt: null });

    const replay = (await pay(member, order.id, SANDBOX_NONCES.valid)).json().data;
    expect(replay.transactionId).toBe(paid.transactionId);
    const another = await pay(member, order.id, 'fake-valid-visa-nonce');
    expect(another.statusCode).toBe(409);
    const { count } = await t.db.one<{ count: number }>(
      "select count(*)::int as count from reward_payment where order_id = $1 and status = 'SUCCESS'",
      [order.id],
    );
    expect(count).toBe(1);
    expect(await balanceOf(t.db, member.id)).toBe(100);
  });

  it('charges once when the same checkout arrives twice at the same time', async () => {
    const member = await memberWith(300);
    const order = (await redeem(member, CAP)).json().data;
    await setAddress(member, order.id, ADDRESS);
    const answers = await Promise.all([1, 2, 3].map(() => pay(member, order.id, SANDBOX_NONCES.valid)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.transactionId)).size).toBe(1);
    const { count } = await t.db.one<{ count: number }>(
      'select count(*)::int as count from reward_payment where order_id = $1',
      [order.id],
    );
    expect(count).toBe(1);
  });

  it('keeps a pending payment pending', async () => {
    const member = await memberWith(300);
    const order = (await redeem(member, CAP)).json().data;
    await setAddress(member, order.id, ADDRESS);
    const pending = (await pay(member, order.id, SANDBOX_NONCES.pending)).json().data;
    expect(pending).toMatchObject({ transactionStatus: 'PENDING' });
    expect(pending.order.status).toBe('PAYMENT_PENDING');
  });

  it('refuses payment before the address, and nonces of absurd size', async () => {
    const member = await memberWith(300);
    const order = (await redeem(member, CAP)).json().data;
    expect((await pay(member, order.id, SANDBOX_NONCES.valid)).statusCode).toBe(409);
    expect((await pay(member, order.id, 'x'.repeat(5000))).statusCode).toBe(400);
  });
});

describe('another member’s order', () => {
  it('answers 404 to address, checkout, download and keeps it out of the history', async () => {
    const owner = await memberWith(300);
    const other = await memberWith(300);
    const physical = (await redeem(owner, CAP)).json().data;
    const digital = (await redeem(owner, GIFT_5)).json().data;
    expect((await setAddress(other, physical.id, ADDRESS)).statusCode).toBe(404);
    expect((await pay(other, physical.id, SANDBOX_NONCES.valid)).statusCode).toBe(404);
    const link = await other.inject({ method: 'GET', url: `/s2/rewards/order/download/${digital.id}/voucher.pdf` });
    expect(link.statusCode).toBe(404);
    const ownLink = (
      await owner.inject({ method: 'GET', url: `/s2/rewards/order/download/${digital.id}/voucher.pdf` })
    ).json().data as string;
    const stolen = await other.inject({ method: 'GET', url: ownLink.replace('/api', '') });
    expect(stolen.statusCode).toBe(404);
    const history = (await other.inject({ method: 'GET', url: '/s1/points/myreward?page=0&limit=5000' })).json();
    expect(history.data.content).toHaveLength(0);
  });
});

describe('downloads', () => {
  it('serves the voucher PDF behind a signed link of the member, refuses expired or altered links', async () => {
    const member = await memberWith(100);
    const order = (await redeem(member, GIFT_5)).json().data;
    const link = (
      await member.inject({ method: 'GET', url: `/s2/rewards/order/download/${order.id}/voucher.pdf` })
    ).json().data as string;
    expect(link).toMatch(/^\/api\/s2\/rewards\/order\/file\//);
    const file = await member.inject({ method: 'GET', url: link.replace('/api', '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const french = await member.inject({
      method: 'GET',
      url: link.replace('/api', ''),
      headers: { 'accept-language': 'fr-CA' },
    });
    expect((await PDFDocument.load(french.rawPayload)).getTitle()).toBe(`Bon ${order.orderNo}`);

    const expired = signDownload(t.config.jwtSecret, {
      orderId: order.id,
      memberId: member.id,
      filename: 'voucher.pdf',
      expires: Math.floor(Date.now() / 1000) - 1,
    });
    const old = await member.inject({ method: 'GET', url: `/s2/rewards/order/file/${expired}` });
    expect(old.statusCode).toBe(410);
    expect(old.json().message).toBe('This download link has expired. Please open it again from My Rewards.');
    const altered = await member.inject({ method: 'GET', url: `${link.replace('/api', '')}x` });
    expect(altered.statusCode).toBe(404);
    const wrongName = await member.inject({ method: 'GET', url: `/s2/rewards/order/download/${order.id}/other.pdf` });
    expect(wrongName.statusCode).toBe(404);
  });
});

describe('redemption history', () => {
  it('lists the member’s orders newest first with items, address and payment state', async () => {
    const member = await memberWith(300);
    const physical = (await redeem(member, CAP)).json().data;
    await setAddress(member, physical.id, ADDRESS);
    await pay(member, physical.id, SANDBOX_NONCES.valid);
    await redeem(member, GIFT_5);
    const history = (await member.inject({ method: 'GET', url: '/s1/points/myreward?page=0&limit=5000' })).json().data;
    expect(history.metaData.totalRecs).toBe(2);
    const [digital, paid] = history.content;
    expect(digital).toMatchObject({ name: '$5 store gift card', points: 50 });
    expect(paid.order).toMatchObject({
      status: 'CONFIRMED',
      transactionStatus: 'SUCCESS',
      shippingAddress: ADDRESS,
      items: [{ itemName: 'Vapor Rewards cap', quantity: 1 }],
    });
    expect(paid.eventId).toBe(physical.id);
  });
});

describe('rewards in the member’s language', () => {
  const inLanguage = (member: SignedInMember, method: 'GET' | 'POST' | 'PUT', url: string, language: string) =>
    member.inject({
      method,
      url,
      headers: { 'accept-language': language },
      payload: method === 'PUT' ? ADDRESS : undefined,
    });

  it('names the catalogue, the order, the history and the points history in French or Spanish', async () => {
    const member = await memberWith(300);
    const list = (await inLanguage(member, 'GET', '/s1/userportal/rewardlist?page=0&limit=8', 'fr-CA')).json().data;
    expect(list.content.find((reward: { id: string }) => reward.id === CAP)).toMatchObject({
      itemName: 'Casquette Vapor Rewards',
      itemDescription: 'Une casquette en coton brodée aux couleurs de la marque.',
    });
    const detail = (await inLanguage(member, 'GET', `/s1/reward/campaign/${CAP}`, 'es')).json().data;
    expect(detail.itemName).toBe('Gorra Vapor Rewards');

    const order = (await inLanguage(member, 'POST', `/s2/rewards/campaign/redeem/${CAP}`, 'fr')).json().data;
    expect(order.items[0].itemName).toBe('Casquette Vapor Rewards');
    const addressed = (await inLanguage(member, 'PUT', `/s2/rewards/order/address/${order.id}`, 'es')).json().data;
    expect(addressed.items[0].itemName).toBe('Gorra Vapor Rewards');

    const history = (await inLanguage(member, 'GET', '/s1/points/myreward?page=0&limit=10', 'fr')).json().data;
    expect(history.content[0]).toMatchObject({
      name: 'Casquette Vapor Rewards',
      description2: `Commande ${order.orderNo}`,
      order: { id: order.id },
    });
    const english = (await inLanguage(member, 'GET', '/s1/points/myreward?page=0&limit=10', 'en')).json().data;
    expect(english.content[0]).toMatchObject({ name: 'Vapor Rewards cap', description2: `Order ${order.orderNo}` });

    const points = (await inLanguage(member, 'GET', '/s1/points/points-history?page=0&limit=10', 'es')).json().data;
    expect(points.content[0]).toMatchObject({ ledger: 'debit', name: 'Gorra Vapor Rewards' });
  });

  it('seeds every demo reward in French and Spanish, without overwriting an operator’s translations', async () => {
    for (const { slug } of DEMO_REWARDS) {
      const { name, description } = DEMO_REWARD_TEXTS[slug] ?? {};
      expect([slug, name?.fr, name?.es, description?.fr, description?.es].every(Boolean)).toBe(true);
    }
    const GIFT_10 = DEMO_REWARD_IDS['gift-card-10']!;
    await t.db.query(`update reward set texts = '{}' where id = $1`, [GIFT_5]);
    await t.db.query(`update reward set texts = '{"name": {"fr": "Bon de 10 $"}}' where id = $1`, [GIFT_10]);
    await seedDemoRewards(t.db);
    const texts = await t.db.query<{ id: string; texts: object }>(
      'select id, texts from reward where id = any($1::uuid[])',
      [[GIFT_5, GIFT_10]],
    );
    expect(Object.fromEntries(texts.map((row) => [row.id, row.texts]))).toEqual({
      [GIFT_5]: DEMO_REWARD_TEXTS['gift-card-5'],
      [GIFT_10]: { name: { fr: 'Bon de 10 $' } },
    });
  });

  it('falls back to English where a reward has no translation', async () => {
    await t.db.query(`update reward set texts = '{"name": {"fr": "Chargeur XL"}}' where id = $1`, [CHARGER]);
    const member = await memberWith(0);
    const detail = (await inLanguage(member, 'GET', `/s1/reward/campaign/${CHARGER}`, 'fr')).json().data;
    expect(detail).toMatchObject({
      itemName: 'Chargeur XL',
      itemDescription: 'A fast USB charger for every device of the range.',
    });
    expect((await inLanguage(member, 'GET', `/s1/reward/campaign/${CHARGER}`, 'es')).json().data.itemName).toBe(
      'XL USB charger',
    );
  });
});
