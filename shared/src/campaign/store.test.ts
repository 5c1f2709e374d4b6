import type { TierConfigEntry } from '@portal/kit';
import { fakeApi } from '../testing';
import { CAMPAIGN_SUBSET_PATH, loadTiers, useCampaign } from './store';

const TIERS: TierConfigEntry[] = [{ tierId: 1, tierName: 'Rookie', 'level-up-points': 0, desc: '' }];

beforeEach(() => useCampaign.setState({ tiers: null, tiersStatus: 'idle' }));

describe('the tier ladder', () => {
  test('is held once loaded', async () => {
    fakeApi({ [`POST ${CAMPAIGN_SUBSET_PATH}`]: { httpCode: 200, data: { content: [{ pointTierConfig: TIERS }] } } });
    await expect(loadTiers()).resolves.toEqual(TIERS);
    expect(useCampaign.getState()).toMatchObject({ tiers: TIERS, tiersStatus: 'ready' });
  });

  test('answers [] for an empty ladder and for a failed call, which tiersStatus tells apart', async () => {
    fakeApi({ [`POST ${CAMPAIGN_SUBSET_PATH}`]: { httpCode: 200, data: { content: [{ pointTierConfig: [] }] } } });
    await expect(loadTiers()).resolves.toEqual([]);
    expect(useCampaign.getState()).toMatchObject({ tiers: null, tiersStatus: 'ready' });

    fakeApi({ [`POST ${CAMPAIGN_SUBSET_PATH}`]: { httpCode: 500, message: 'Something went wrong.' } });
    const failed = loadTiers();
    expect(useCampaign.getState().tiersStatus).toBe('loading');
    await expect(failed).resolves.toEqual([]);
    expect(useCampaign.getState()).toMatchObject({ tiers: null, tiersStatus: 'failed' });
  });
});
