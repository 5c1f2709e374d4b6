import type { ApiModule } from '../../platform/api-module';
import { identityRoutes } from './routes';
import type { IdentityService } from './service';

export { type ActivationCredit, type IdentityService, type SessionRevoker, createIdentityService } from './service';
export { seedIdentityDemo } from './seed';
export { AdditionalInfoSchema, profileFieldProperties } from './schema';
export { assertRegistrationFields } from './rules';
export { assertCanSignIn, toSummary } from './summary';
export { MemberStatusError, reinstateMember, statusChanges, suspendMember } from './operator';
/** Member records for the auth module (sign-in, social registration) and operator commands. */
export {
  type MemberRow,
  activateMember,
  findMemberByEmail,
  findMemberById,
  findMemberIdByEmail,
  insertMember,
  insertMemberIfAbsent,
  markIntakeSurveySubmitted,
  registrationComplete,
  updateMemberProfile,
} from './repository';

export const identityModule = (service: IdentityService, rateLimitPerMinute: number): ApiModule => ({
  tag: {
    name: 'identity',
    description: 'Registration, account confirmation, password recovery, profile and intake survey',
  },
  register: async (api) => {
    await api.register(identityRoutes, { service, rateLimitPerMinute });
  },
});
