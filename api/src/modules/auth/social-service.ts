import type { CompleteRegistrationRequest, SignInResult, SocialRegistrationNeeded } from '@portal/kit/contracts';
import jwt from 'jsonwebtoken';
import type { Db } from '../../db/db';
import { HttpError } from '../../http/errors';
import { createCampaignService } from '../campaign/service';
import { findMemberByEmail, findMemberById, insertMember, type MemberRow, updateMemberProfile } from '../identity/member-repository';
import { assertRegistrationFields } from '../identity/rules';
import { registrationComplete } from '../identity/summary';
import { isAgeVerifiedCustomer } from '../store-customer/repository';
import type { SocialProfile, SocialVerifier } from './social';
import type { SocialProvider } from './settings';

export type SocialOutcome = { httpCode: 200; data: SignInResult } | { httpCode: 202; data: SocialRegistrationNeeded };

const REGISTRATION_AUDIENCE = 'social-registration';

interface RegistrationClaims {
  provider: SocialProvider;
  subject: string;
  email?: string;
  emailVerified: boolean;
}

export interface SocialDeps {
  db: Db;
  verifier: SocialVerifier;
  jwtSecret: string;
  campaignSlug: string;
  startSession(row: MemberRow): Promise<SignInResult>;
}

export function createSocialService({ db, verifier, jwtSecret, campaignSlug, startSession }: SocialDeps) {
  const campaign = createCampaignService(db, campaignSlug);

  async function linkedMember(profile: SocialProfile): Promise<MemberRow | undefined> {
    const link = await db.maybeOne<{ member_id: string }>(
      'select member_id from social_identity where provider = $1 and subject = $2',
      [profile.provider, profile.subject],
    );
    if (link) return findMemberById(db, link.member_id);
    // An address the provider has not verified must never open someone else's account.
    if (!profile.email || !profile.emailVerified) return undefined;
    const byEmail = await findMemberByEmail(db, profile.email);
    if (byEmail) await linkIdentity(byEmail.id, profile.provider, profile.subject);
    return byEmail;
  }

  function linkIdentity(memberId: string, provider: SocialProvider, subject: string) {
    return db.query(
      'insert into social_identity (provider, subject, member_id) values ($1, $2, $3) on conflict do nothing',
      [provider, subject, memberId],
    );
  }

  function registrationToken(profile: SocialProfile): string {
    const claims: RegistrationClaims = {
      provider: profile.provider,
      subject: profile.subject,
      ...(profile.email ? { email: profile.email } : {}),
      emailVerified: profile.emailVerified,
    };
    return jwt.sign(claims, jwtSecret, { audience: REGISTRATION_AUDIENCE, expiresIn: '30m', algorithm: 'HS256' });
  }

  function readRegistrationToken(token: string): RegistrationClaims {
    try {
      return jwt.verify(token, jwtSecret, { audience: REGISTRATION_AUDIENCE, algorithms: ['HS256'] }) as RegistrationClaims;
    } catch (error) {
      throw new HttpError(400, 'Your registration link has expired. Please sign in again.', { cause: error });
    }
  }

  return {
    async signIn(provider: SocialProvider, credential: { idToken?: string; accessToken?: string }): Promise<SocialOutcome> {
      const profile = await verifier.verify(provider, credential);
      const member = await linkedMember(profile);
      if (member?.status === 'suspended') throw new HttpError(403, 'Your account is suspended. Please contact helpdesk for more information.');
      if (member && registrationComplete(member)) {
        // The provider vouched for the address, which is what the confirmation mail would prove.
        if (member.status === 'unconfirmed') await db.query(`update member set status = 'active' where id = $1`, [member.id]);
        return { httpCode: 200, data: await startSession({ ...member, status: 'active' }) };
      }
      const needed: SocialRegistrationNeeded = {
        registrationToken: registrationToken(profile),
        ...(profile.email ? { email: profile.email } : {}),
        ...((member?.first_name ?? profile.firstName) ? { firstName: member?.first_name ?? profile.firstName } : {}),
        ...((member?.last_name ?? profile.lastName) ? { lastName: member?.last_name ?? profile.lastName } : {}),
      };
      return { httpCode: 202, data: needed };
    },

    async completeRegistration(request: CompleteRegistrationRequest, language: 'en' | 'fr' | 'es'): Promise<SignInResult> {
      const claims = readRegistrationToken(request.additionalInfo.token);
      const email = claims.email ?? request.email;
      assertRegistrationFields(request, email);
      const config = await campaign.getConfig();
      const existing = await linkedMember({ ...claims, email, emailVerified: claims.emailVerified, firstName: undefined, lastName: undefined });
      if (existing?.status === 'suspended') throw new HttpError(403, 'Your account is suspended. Please contact helpdesk for more information.');
      if (!existing && (await findMemberByEmail(db, email!))) {
        throw new HttpError(409, 'An account with this email already exists. Please log in with your password.');
      }
      if (!existing && config.usePreRegistration && !(await isAgeVerifiedCustomer(db, email!))) {
        throw new HttpError(403, 'This email is not associated with an age-verified account on our store site.');
      }
      const memberId = await db.transaction(async (tx) => {
        if (existing) {
          await updateMemberProfile(tx, existing.id, request);
          await tx.query(`update member set status = 'active', intake_survey_submitted = true where id = $1`, [existing.id]);
          return existing.id;
        }
        const created = await insertMember(tx, {
          ...request, email: email!, passwordHash: null, status: 'active', language, referredBy: null, signupSource: claims.provider, promoCode: null,
        });
        await tx.query('update member set intake_survey_submitted = true where id = $1', [created.id]);
        await tx.query('insert into social_identity (provider, subject, member_id) values ($1, $2, $3) on conflict do nothing', [claims.provider, claims.subject, created.id]);
        return created.id;
      });
      return startSession((await findMemberById(db, memberId))!);
    },
  };
}
