/** GET /s1/whatsnew (docs/product/notifications.md, What's new): what appeared since the member's last visit. */
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
