/** The English strings of the header, footer, menus and age gate: the reference French and Spanish follow. */
const en = {
  ageGate: { title: 'AGE VERIFICATION', question: 'Are you 21+?', yes: 'Yes', no: 'No' },
  brand: 'Vapor Rewards',
  skipToMain: 'Skip to main content',
  /** The static page's <noscript> (shell/src/index.html), written into each language's page by the build. */
  noscript: 'This portal needs JavaScript.',
  nicotineWarning: 'WARNING: This product contains nicotine. Nicotine is an addictive chemical.',
  nav: {
    label: 'Main menu',
    home: 'Home',
    login: 'Login',
    register: 'Register',
    submitCode: 'Submit Code',
    rewards: 'Rewards',
    earnPoints: 'Earn Points',
    contest: 'Contest',
    findStore: 'Find a Store',
    findStoreNewTab: 'Find a Store (opens in a new tab)',
    redeemRewards: 'Redeem Rewards',
  },
  drawer: { label: 'Menu', open: 'Open menu', close: 'Close menu' },
  account: {
    label: 'Account',
    // The balance as the button shows it (pts): a voice user says what they see (WCAG 2.5.3, decision 122).
    open: '{{name}}, {{count, number}} pts: account menu',
    updateProfile: 'Update Profile',
    pointHistory: 'Point History',
    myRewards: 'My Rewards',
    programPerks: 'Program Perks',
    excitingChanges: 'Exciting Changes',
    support: 'Support',
  },
  points: '{{count, number}} pts',
  logout: 'Logout',
  footer: {
    program: 'Program',
    legal: 'Legal',
    terms: 'Terms & Conditions',
    privacy: 'Privacy Policy',
    prop65:
      'WARNING: This product can expose you to chemicals including nicotine, which is known to the State of California to cause birth defects or other reproductive harm. For more information, go to www.P65Warnings.ca.gov.',
    copyright: '© {{year}} Vapor Rewards. All rights reserved.',
    poweredBy: 'Powered by',
  },
};

export type LayoutStrings = typeof en;

export default en;
