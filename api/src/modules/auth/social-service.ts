import type { CompleteRegistrationRequest, SignInResult, SocialRegistrationNeeded } from '@portal/kit/contracts';
import jwt from 'jsonwebtoken';
import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';
import type { CampaignService } from '../campaign';
import {
  type ActivationCredit,
  type MemberRow,
  activateMember,
  assertRegistrationFields,
  findMemberByEmail,
  findMemberById,
  insertMember,
  markIntakeSurveySubmitted,
  registrationComplete,
  updateMemberProfile,
} from '../identity';
import type { StoreCustomerService } from '../store-customer';
import { findLinkedMemberId, linkSocialIdentity } from './repository';
import type { SocialProfile, SocialVerifier } from './social';
import type { SocialProvider } from './settings';

export type SocialOutcome = { httpCode: 200; data: SignInResult } | { httpCode: 202; data: SocialRegistrationNeeded };

const REGISTRATION_AUDIENCE = 'social-registration';

/** What the registration token carries of the provider's profile. */
type RegistrationClaims = Pick<SocialProfile, 'provider' | 'subject' | 'email' | 'emailVerified'>;

export interface SocialDeps {
  db: Db;
  verifier: SocialVerifier;
  jwtSecret: string;
  campaign: CampaignService;
  customers: StoreCustomerService;
  activationCredit: ActivationCredit;
  startSession(row: MemberRow): Promise<SignInResult>;
}

export function createSocialService({
  db,
  verifier,
  jwtSecret,
  campaign,
  customers,
  activationCredit,
  startSession,
}: SocialDeps) {
  /** The provider vouched for the address, which is what the confirmation mail would prove: active, with what that earns. */
  async function activate(memberId: string): Promise<void> {
    const creditActivation = await activationCredit();
    await db.transaction(async (tx) => {
      await activateMember(tx, memberId);
      await creditActivation(tx, memberId);
    });
  }

  async function linkedMember(profile: SocialProfile): Promise<MemberRow | undefined> {
    const linkedId = await findLinkedMemberId(db, profile.provider, profile.subject);
    if (linkedId) return findMemberById(db, linkedId);
    // An address the provider has not verified must never open someone else's account.
    if (!profile.email || !profile.emailVerified) return undefined;
    const byEmail = await findMemberByEmail(db, profile.email);
    if (byEmail) await linkSocialIdentity(db, profile.provider, profile.subject, byEmail.id);
    return byEmail;
  }

  /**
   * The e-mail a new account may take: only one the provider says it verified (docs/product/identity.md,
   * Social sign-in). Without it the person signs up with the form, whose confirmation mail proves the address.
   */
  function verifiedEmail({ provider, email, emailVerified }: RegistrationClaims): string {
    if (!email || !emailVerified) throw new DomainError('auth.socialEmailUnverified', 403, { values: { provider } });
    return email;
  }

  function registrationToken(profile: SocialProfile): string {
    const claims: RegistrationClaims = {
      provider: profile.provider,
      subject: profile.subject,
      email: profile.email,
      emailVerified: profile.emailVerified,
    };
    return jwt.sign(claims, jwtSecret, { audience: REGISTRATION_AUDIENCE, expiresIn: '30m', algorithm: 'HS256' });
  }

  function readRegistrationToken(token: string): RegistrationClaims {
    try {
      return jwt.verify(token, jwtSecret, {
        audience: REGISTRATION_AUDIENCE,
        algorithms: ['HS256'],
      }) as RegistrationClaims;
    } catch (error) {
      throw new DomainError('auth.registrationLinkExpired', 400, { cause: error });
    }
  }

  return {
    async signIn(
      provider: SocialProvider,
      credential: { idToken?: string; accessToken?: string },
    ): Promise<SocialOutcome> {
      const profile = await verifier.verify(provider, credential);
      const member = await linkedMember(profile);
      if (member?.status === 'suspended') throw new DomainError('member.suspended', 403);
      if (member && registrationComplete(member)) {
        if (member.status === 'unconfirmed') await activate(member.id);
        return { httpCode: 200, data: await startSession({ ...member, status: 'active' }) };
      }
      const email = member?.email ?? verifiedEmail(profile);
      const needed: SocialRegistrationNeeded = {
        registrationToken: registrationToken(profile),
        email,
        ...((member?.first_name ?? profile.firstName) ? { firstName: member?.first_name ?? profile.firstName } : {}),
        ...((member?.last_name ?? profile.lastName) ? { lastName: member?.last_name ?? profile.lastName } : {}),
      };
      return { httpCode: 202, data: needed };
    },

    async completeRegistration(
      request: CompleteRegistrationRequest,
      language: 'en' | 'fr' | 'es',
    ): Promise<SignInResult> {
      const claims = readRegistrationToken(request.additionalInfo.token);
      const existing = await linkedMember({ ...claims, firstName: undefined, lastName: undefined });
      if (existing?.status === 'suspended') throw new DomainError('member.suspended', 403);
      // The account's address is the provider's verified one: an address typed here would be unproved.
      const email = existing?.email ?? verifiedEmail(claims);
      assertRegistrationFields(request);
      const config = await campaign.getConfig();
      if (!existing && (await findMemberByEmail(db, email))) {
        throw new DomainError('auth.socialDuplicateEmail', 409);
      }
      if (!existing && config.usePreRegistration && !(await customers.isAgeVerified(email))) {
        throw new DomainError('identity.notAgeVerified', 403);
      }
      const creditActivation = await activationCredit();
      const memberId = await db.transaction(async (tx) => {
        const id = existing ? existing.id : await insertSocialMember(tx, { ...request, email }, claims, language);
        if (existing) {
          await updateMemberProfile(tx, id, request);
          await activateMember(tx, id);
        }
        await markIntakeSurveySubmitted(tx, id);
        await creditActivation(tx, id);
        return id;
      });
      return startSession((await findMemberById(db, memberId))!);
    },
  };
}

/** A new member from a social sign-in: active at once (the provider verified the address), linked to the identity. */
async function insertSocialMember(
  tx: Db,
  fields: CompleteRegistrationRequest & { email: string },
  claims: RegistrationClaims,
  language: 'en' | 'fr' | 'es',
): Promise<string> {
  const created = await insertMember(tx, {
    ...fields,
    passwordHash: null,
    status: 'active',
    language,
    referredBy: null,
    signupSource: claims.provider,
    promoCode: null,
  });
  // The address was taken between the service's check and this insert.
  if (!created) throw new DomainError('auth.socialDuplicateEmail', 409);
  await linkSocialIdentity(tx, claims.provider, claims.subject, created.id);
  return created.id;
}
