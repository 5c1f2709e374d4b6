import { create } from 'zustand';
import { apiCall, isSuccess } from '../api/client';
import { send } from '../api/transport';
import type { CampaignConfig, CampaignSubsetResponse, TierConfigEntry } from '@portal/kit';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface CampaignStoreState {
  config: CampaignConfig | null;
  status: LoadStatus;
  tiers: TierConfigEntry[] | null;
  /**
   * Where the tier ladder's call stands (shared 1.7.0): 'failed' when the last one failed, which
   * loadTiers answers with [] like an empty ladder, so a page can tell the two apart.
   */
  tiersStatus: LoadStatus;
}

/** The campaign configuration, loaded once per page and read by every app. */
export const useCampaign = create<CampaignStoreState>()(() => ({
  config: null,
  status: 'idle',
  tiers: null,
  tiersStatus: 'idle',
}));

export const CAMPAIGN_CONFIG_PATH = '/s1/campaign/mini';
export const CAMPAIGN_SUBSET_PATH = '/s1/campaign/subset';

/** Asks the API for the configuration (public: no token); the answer is kept in the store (failure sends the shell to /maintenance). */
export async function fetchCampaignConfig(): Promise<CampaignConfig | null> {
  const body = await send<CampaignConfig>({ method: 'POST', url: CAMPAIGN_CONFIG_PATH, data: {} }, null);
  const config = isSuccess(body) && body.data ? body.data : null;
  useCampaign.setState({ config: config ?? useCampaign.getState().config, status: config ? 'ready' : 'failed' });
  return config;
}

let loading: Promise<CampaignConfig | null> | null = null;

/** The configuration, fetched at most once at a time whichever app asks first. */
export function loadCampaign(): Promise<CampaignConfig | null> {
  const { config, status } = useCampaign.getState();
  if (status === 'ready' && config) return Promise.resolve(config);
  useCampaign.setState({ status: 'loading' });
  loading ??= fetchCampaignConfig().finally(() => {
    loading = null;
  });
  return loading;
}

let loadingTiers: Promise<TierConfigEntry[]> | null = null;

/**
 * The tier ladder (POST /s1/campaign/subset with pointTierConfig 1); [] when there is none or the call
 * failed, which `tiersStatus` tells apart ('ready' or 'failed').
 */
export function loadTiers(): Promise<TierConfigEntry[]> {
  const { tiers } = useCampaign.getState();
  if (tiers) return Promise.resolve(tiers);
  useCampaign.setState({ tiersStatus: 'loading' });
  loadingTiers ??= apiCall<CampaignSubsetResponse>({
    method: 'POST',
    url: CAMPAIGN_SUBSET_PATH,
    data: { reqAttributes: { pointTierConfig: 1 } },
  })
    .then((body) => {
      if (!isSuccess(body)) {
        useCampaign.setState({ tiersStatus: 'failed' });
        return [];
      }
      const list = body.data?.content[0]?.pointTierConfig ?? [];
      useCampaign.setState(list.length > 0 ? { tiers: list, tiersStatus: 'ready' } : { tiersStatus: 'ready' });
      return list;
    })
    .finally(() => {
      loadingTiers = null;
    });
  return loadingTiers;
}
