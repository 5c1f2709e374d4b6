export { TIER_MEMBERS, TIER_MEMBER_PASSWORD, type TierMember, seedTierMembers } from './tier-members';
