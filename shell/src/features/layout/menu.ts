/** The portal's fixed menus (docs/product/shell.md, Header). Labels are keys of the layout namespace. */
export interface MenuLink {
  to: string;
  label: string;
  /** Match the path exactly (Home, and Earn Points whose sub-pages belong to Submit Code). */
  end?: boolean;
}

export const VISITOR_MENU: readonly MenuLink[] = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/login', label: 'nav.login' },
  { to: '/signup', label: 'nav.register' },
];

export const MEMBER_MENU: readonly MenuLink[] = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/earn-points/pincode', label: 'nav.submitCode' },
  { to: '/rewards', label: 'nav.rewards' },
  { to: '/earn-points', label: 'nav.earnPoints', end: true },
  { to: '/contest', label: 'nav.contest' },
];

export const ACCOUNT_MENU: readonly MenuLink[] = [
  { to: '/update-profile', label: 'account.updateProfile' },
  { to: '/points-history', label: 'account.pointHistory' },
  { to: '/my-rewards', label: 'account.myRewards' },
  { to: '/program-perks', label: 'account.programPerks' },
  { to: '/exciting-changes', label: 'account.excitingChanges' },
  { to: '/support', label: 'account.support' },
];

export const MEMBER_FOOTER: readonly MenuLink[] = [
  { to: '/earn-points/pincode', label: 'nav.submitCode' },
  { to: '/rewards', label: 'nav.redeemRewards' },
  { to: '/earn-points', label: 'nav.earnPoints' },
  { to: '/contest', label: 'nav.contest' },
];

export const VISITOR_FOOTER: readonly MenuLink[] = [
  { to: '/login', label: 'nav.login' },
  { to: '/signup', label: 'nav.register' },
];
