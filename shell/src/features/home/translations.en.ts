/** The English strings of the home page: the reference French and Spanish follow. */
const en = {
  visitor: {
    title: 'Welcome to Vapor Rewards',
    lead: 'Earn points on every purchase and activity, climb the tiers and redeem rewards.',
    createAccount: 'Create Account',
    loginNow: 'Login Now',
  },
  member: {
    greeting: 'Welcome back, {{name}}!',
    greetingNoName: 'Welcome back!',
    contestTitle: 'Spin the prize wheel in this month’s contest',
    contestBody: 'Use your points for a chance to win gift cards, devices and bonus points.',
    contestCta: 'Go to Contest',
  },
  welcome: {
    title: 'How Vapor Rewards works',
    lead: 'Four steps from your first purchase to your next reward.',
    buyTitle: 'Buy',
    buyBody: 'Pick up your favorite devices and pods online or in a participating store.',
    earnTitle: 'Earn Points',
    earnBody: 'Enter the codes from your packages, upload receipts and complete activities.',
    levelTitle: 'Level Up',
    levelBody: 'Every point you earn moves you up the tiers and unlocks more perks.',
    smartTitle: 'Smart Choice',
    smartBody: 'Redeem your points for rewards you choose, from gift cards to VIP support.',
    stepLabel: 'Step {{number}}',
  },
  earn: { title: 'Ways to earn', region: 'Ways to earn points' },
  intake: {
    title: 'Tell us about yourself',
    lead: 'Complete your profile to unlock the activities that earn points.',
    region: 'Intake survey',
  },
  faq: {
    title: 'Frequently asked questions',
    q1: 'How do I earn points?',
    a1: 'Enter the codes from your product packages, upload purchase receipts and complete activities such as videos, quizzes and articles. Each activity shows how many points it is worth.',
    q2: 'How do I redeem my points?',
    a2: 'Open Rewards, choose a reward your balance covers and follow the steps. Physical rewards ship to the address in your profile.',
    q3: 'How do tiers work?',
    a3: 'Your tier rises with the points you earn over time, and redeeming never lowers it. Higher tiers unlock more rewards, up to Genius with dedicated VIP support.',
  },
  spend: {
    title: 'Spend your points',
    lead: 'Rewards to redeem and contests to enter with the points you have earned.',
    reward: 'Reward',
    contest: 'Contest',
    points: '{{points, number}} points',
  },
  community: {
    title: 'Join the community',
    body: 'Invite your adult friends, take part in contests and be first to hear about new flavors and bonus point events.',
    cta: 'Explore Ways to Earn',
    contest: 'See Contests',
  },
};

export type HomeStrings = typeof en;

export default en;
