export { TIER_MEMBERS, type TierMember, seedTierMembers } from './tier-members';
