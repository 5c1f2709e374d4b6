/** GET /s1/whatsnew (docs/product/notifications.md, What's new): what appeared since the member's last visit. */
export type NewActionType = 'contest' | 'activity' | 'reward';

export interface WhatsNewItem {
  id: string;
  type: NewActionType;
  title: string;
  createdAt: string;
}

/** An item as the module that owns it lists it; what's new adds its type. */
export type NewItem = Omit<WhatsNewItem, 'type'>;

export interface WhatsNewPage {
  content: WhatsNewItem[];
  metaData: { totalRecs: number };
}
