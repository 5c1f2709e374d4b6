// Everything the lazily loaded member frame needs, in one chunk (see MemberFrame.tsx).
export { NotificationBell } from '../notifications/NotificationBell';
export { NotificationPopup } from '../notifications/NotificationPopup';
export { NotificationPoll } from '../notifications/NotificationPoll';
export { StreakVisit } from '../login-streak/StreakVisit';
export { TierBar } from '../tier-bar/TierBar';
export { AccountMenu } from './AccountMenu';
