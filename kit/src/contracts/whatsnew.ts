/** GET /s1/whatsnew (spec part 1 §7): what appeared since the member's last visit. */
export type NewActionType = 'contest' | 'activity' | 'reward';

export interface WhatsNewItem {
  id: string;
  type: NewActionType;
  title: string;
  createdAt: string;
}

export interface WhatsNewPage {
  content: WhatsNewItem[];
  metaData: { totalRecs: number };
}
