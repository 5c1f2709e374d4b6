/** The English strings of the shell's own pages: the reference French and Spanish follow. */
const en = {
  about: { title: 'About Us', body: 'Vapor Rewards is the loyalty programme of our brand for adult customers.' },
  contact: {
    title: 'Contact Us',
    body: 'Questions about the programme? Send us a message and our support team will answer by e-mail.',
    region: 'Contact form',
  },
  privacy: {
    title: 'Privacy Policy',
    effective: 'Effective date: {{date}}',
    intro:
      'We collect the details you give us to run the loyalty programme: your name, e-mail, address, purchases and the activities you complete. We use them only to run the programme and never sell them.',
    gdpr: {
      title: 'Your rights under the GDPR',
      body: 'You may access, correct, export or delete your personal data, object to its processing and withdraw your consent at any time.',
    },
    california: {
      title: 'California residents (CalOPPA and CCPA)',
      body: 'You may know what we collect, ask us to delete it and opt out of its sale. We do not sell personal information, and we honour Do Not Track signals.',
    },
    adults: {
      title: 'Adults only',
      body: 'This programme is for adults only (18+). We do not knowingly collect data from anyone younger.',
    },
    contact: { title: 'Contact', body: 'Write to <mail>{{email}}</mail> about your data or this policy.' },
  },
  perks: {
    title: 'Program Perks',
    lead: 'Every tier unlocks more. Your tier rises with the points you earn.',
    empty: 'No tiers are configured yet.',
    loadFailed: 'We could not load the tiers.',
    threshold_one: 'From {{points, number}} point',
    threshold_other: 'From {{points, number}} points',
  },
  changes: {
    title: 'Exciting Changes',
    body: 'The yellow sticker gift card promotion has ended, and pin code point values will be adjusted.',
  },
  upcoming: { title: 'Coming soon', body: 'The promotion starts on:' },
  expired: {
    title: 'This promotion has ended',
    body: 'The promotion ended on:',
    thanks: 'Thank you for taking part.',
  },
  maintenance: {
    title: 'We’ll be right back',
    body: 'The portal is undergoing maintenance. This page checks again every few seconds.',
    thanks: 'Thank you for your patience. The portal is back!',
  },
  notFound: { title: 'Page not found', body: 'The page you are looking for does not exist.', goHome: 'Go Home' },
  logout: { busy: 'Logging you out…' },
};

export type PagesStrings = typeof en;

export default en;
