import type { CampaignConfig } from '@portal/shared/contracts';
export const x = (c: CampaignConfig): string => c.name;
