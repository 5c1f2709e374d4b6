import type { CampaignConfig, Envelope } from '@portal/kit/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_CAMPAIGN } from './demo-campaign';
import { updateState } from './repository';
import { seedDemoCampaign } from './seed';

const mini = (t: TestApp) => t.app.inject({ method: 'POST', url: '/api/s1/campaign/mini' });
const subset = (t: TestApp, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/s1/campaign/subset', payload: payload as object });

describe('with the demo campaign seeded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('mini answers the seeded configuration in the contract shape', async () => {
    const response = await mini(t);
    expect(response.statusCode).toBe(200);
    const body = response.json<Envelope<CampaignConfig>>();
    expect(body.httpCode).toBe(200);
    expect(body.data).toMatchObject({
      name: 'Vapor Rewards',
      campaignState: 'active',
      status: 'active',
      activationStart: '2026-01-01T00:00:00.000Z',
      activationEnd: '2027-12-31T23:59:59.000Z',
      countryCode: 'US',
      captchaConfig: {
        registrationCaptcha: false,
        loginCaptcha: false,
        supportCaptcha: false,
        packageCodeCaptcha: false,
      },
      otp: { enabled: true, length: 6, waitSeconds: 120 },
      usePreRegistration: true,
      bonusPointInfo: { onProfileComplete: { points: 50 } },
      authentication: {},
      fingerprinting: { enable: false },
      gtmConfig: { enabled: false },
      notificationUI: { maxAllowDays: 30, isRouteBased: true, maxNotificationShow: 3 },
      storeLocatorUrl: 'https://www.example.com/store-locator',
    });
    expect(body.data?.id).toEqual(expect.any(String));
    expect(body.data?.uiConfig.passwordRule).toEqual({
      minLength: 8,
      maxLength: 20,
      mandatory: true,
      upperCaseReq: true,
      lowerCaseReq: true,
      specialCharReq: true,
    });
    expect(body.data?.uiConfig.userFields.find((f) => f.name === 'zip')?.validation).toEqual({
      mandatory: true,
      minLength: 4,
      maxLength: 6,
    });
  });

  test('mini accepts an empty JSON body as well as none', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/s1/campaign/mini',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  test('subset lists the tiers ordered by tierId when asked', async () => {
    const response = await subset(t, { reqAttributes: { pointTierConfig: 1 } });
    expect(response.statusCode).toBe(200);
    const { httpCode, data } = response.json();
    expect(httpCode).toBe(200);
    expect(data.content).toHaveLength(1);
    expect(
      data.content[0].pointTierConfig.map((tier: Record<string, unknown>) => [
        tier.tierId,
        tier.tierName,
        tier['level-up-points'],
      ]),
    ).toEqual([
      [1, 'Rookie', 0],
      [2, 'Insider', 500],
      [3, 'Expert', 1500],
      [4, 'Genius', 5000],
    ]);
    expect(data.content[0].pointTierConfig[3].desc).toMatch(/VIP support/);
  });

  test.each([{ pointTierConfig: 0 }, {}])('subset omits the tiers when not asked (%j)', async (reqAttributes) => {
    const response = await subset(t, { reqAttributes });
    expect(response.json()).toEqual({ httpCode: 200, data: { content: [{}] } });
  });

  test('subset with an invalid body gets a 400 envelope naming each field', async () => {
    const wrongValue = await subset(t, { reqAttributes: { pointTierConfig: 7 } });
    expect(wrongValue.statusCode).toBe(400);
    expect(wrongValue.json()).toEqual({
      httpCode: 400,
      code: 'request.invalid',
      message: 'Invalid request.',
      errors: [{ type: 'body', code: 'schema.enum', message: 'reqAttributes.pointTierConfig: must be one of: 0, 1' }],
    });

    const missing = await subset(t, {});
    expect(missing.json().errors).toEqual([
      { type: 'body', code: 'schema.required', message: 'reqAttributes: is required' },
    ]);
  });

  test("subset gives each tier's description in the request's language, English where none is written", async () => {
    await t.db.query(
      `update campaign_tier set texts = '{"description": {"es": "Solo en español."}}' where tier_id = 3`,
    );
    const descriptions = async (language: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/s1/campaign/subset',
          headers: { 'accept-language': language },
          payload: { reqAttributes: { pointTierConfig: 1 } },
        })
      )
        .json()
        .data.content[0].pointTierConfig.map((tier: { desc: string }) => tier.desc);
    expect(await descriptions('fr-CA,fr;q=0.9')).toEqual([
      'Bienvenue à bord\u00a0: chaque activité terminée vous rapporte des points vers votre prochain niveau.',
      'Les Insiders débloquent des récompenses réservées aux membres et un accès anticipé aux nouveautés.',
      'Experts enter exclusive contests and earn bonus points on featured activities.',
      'Notre niveau le plus élevé\u00a0: les Geniuses bénéficient du support VIP et choisissent en premier les récompenses limitées.',
    ]);
    expect((await descriptions('es'))[2]).toBe('Solo en español.');
    expect((await descriptions('de'))[0]).toBe(DEMO_CAMPAIGN.tiers[0]!.description);
  });

  test('seeding again never overwrites an operator change, translations included', async () => {
    await updateState(t.db, 'demo', 'expired', 'test');
    expect(await seedDemoCampaign(t.db)).toBe(false);
    expect((await mini(t)).json().data.campaignState).toBe('expired');
    expect(await t.db.one('select texts from campaign_tier where tier_id = 3')).toEqual({
      texts: { description: { es: 'Solo en español.' } },
    });
  });

  test('a demo tier without translations gets the demo ones (a campaign seeded before they existed)', async () => {
    await t.db.query(`update campaign_tier set texts = '{}' where tier_id = 1`);
    await seedDemoCampaign(t.db);
    expect(await t.db.one('select texts from campaign_tier where tier_id = 1')).toEqual({
      texts: DEMO_CAMPAIGN.tiers[0]!.texts,
    });
  });
});

describe('with no campaign configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  test('mini and subset answer 503 so the front end shows /maintenance', async () => {
    for (const response of [await mini(t), await subset(t, { reqAttributes: { pointTierConfig: 1 } })]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        httpCode: 503,
        code: 'campaign.notConfigured',
        message: 'Campaign is not configured.',
      });
    }
  });

  test('the seed creates the demo campaign with four tiers', async () => {
    expect(await seedDemoCampaign(t.db)).toBe(true);
    expect((await mini(t)).statusCode).toBe(200);
    const tiers = await t.db.query('select tier_id from campaign_tier');
    expect(tiers).toHaveLength(DEMO_CAMPAIGN.tiers.length);
  });
});
