import type {
  IntakeSurveyRequest,
  MemberProfile,
  PreValidationResult,
  ProfileUpdateRequest,
  ProfileUpdateResult,
  SignupRequest,
} from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { type CaptchaSettings, verifyCaptcha } from '../../platform/captcha';
import { DomainError } from '../../platform/domain-error';
import { type Language, translate } from '../../platform/messages';
import { hashPassword } from '../../platform/secrets';
import { checkEmail } from '@portal/kit/validation/rules';
import type { CampaignService } from '../campaign';
import { type Mailer, type MailLanguage, asMailLanguage } from '../mail';
import { credit } from '../points';
import type { StoreCustomerService } from '../store-customer';
import { consumeToken, issueToken, peekToken, tokenValidSeconds } from './one-time-tokens';
import {
  confirmMember,
  findMemberByEmail,
  findMemberById,
  findMemberIdByRefCode,
  insertMember,
  markIntakeSurveySubmitted,
  markProfileBonusAwarded,
  type MemberRow,
  setPasswordHash,
  toProfile,
  updateMemberProfile,
} from './repository';
import { FieldErrors, PROFILE_MIN_AGE, assertProfileFields, passwordProblem } from './rules';
import { assertSignupFields } from './signup-rules';

export type IdentityService = ReturnType<typeof createIdentityService>;

/** Ends a member's sessions (the auth module's session issuer does). */
export interface SessionRevoker {
  revokeAll(memberId: string): Promise<void>;
}

export interface IdentityDeps {
  db: Db;
  mailer: Mailer;
  campaign: CampaignService;
  customers: StoreCustomerService;
  sessions: SessionRevoker;
  captcha: CaptchaSettings;
  /** Base of the links in mails. */
  portalUrl: string;
  /** What a member's activation earns: the referral credit (docs/product/earning.md, Referral). */
  activationCredit: ActivationCredit;
}

/**
 * What a member's activation earns another member, in the activating transaction, so the two commit
 * together and a retried link cannot find the credit lost. The outer call reads what the credit needs
 * before the transaction opens (PGlite runs one transaction at a time); the function it answers credits
 * inside it, once per member whatever path activates them (confirmation link, reset link, social sign-in).
 */
export type ActivationCredit = () => Promise<(tx: Db, memberId: string) => Promise<void>>;

const emailProblem = (code: 'identity.duplicateEmail' | 'identity.notAgeVerified' | 'identity.emailNotRegistered') => ({
  errors: [{ field: 'email', code }],
});

/** Profile complete = every field the profile page asks for is filled. */
const PROFILE_FIELDS: (keyof MemberRow)[] = [
  'first_name',
  'last_name',
  'gender',
  'birth',
  'cell_phone',
  'address',
  'city',
  'state',
  'zip',
];
const isProfileComplete = (row: MemberRow) =>
  PROFILE_FIELDS.every((column) => row[column] !== null && row[column] !== '');

export function createIdentityService({
  db,
  mailer,
  campaign,
  customers,
  sessions,
  captcha,
  portalUrl,
  activationCredit,
}: IdentityDeps) {
  async function ownMember(callerId: string, id: string): Promise<MemberRow> {
    // Members only ever see their own data: another id is "not found", not "forbidden".
    const row = callerId === id ? await findMemberById(db, id) : undefined;
    if (!row) throw new DomainError('member.notFound', 404);
    return row;
  }

  async function mailLink(
    row: Pick<MemberRow, 'id' | 'email' | 'first_name' | 'language'>,
    kind: 'confirm-account' | 'reset-password',
  ) {
    const purpose = kind === 'confirm-account' ? 'confirm' : 'reset';
    const token = await issueToken(db, row.id, purpose);
    const path = kind === 'confirm-account' ? '/confirm-account' : '/reset-password';
    await mailer.send({
      to: row.email,
      kind,
      language: asMailLanguage(row.language),
      values: { name: row.first_name ?? row.email, link: `${portalUrl}${path}?token=${encodeURIComponent(token)}` },
      secretValidSeconds: tokenValidSeconds(purpose),
    });
  }

  return {
    /**
     * The pre-registration rule of the first sign-up step: is the e-mail age-verified by the store? The
     * reason is in the member's language. An e-mail already registered passes it: the sign-up itself
     * refuses it (409), so the member is not also shown the modal about age verification.
     */
    async preValidate(email: string, language: Language): Promise<PreValidationResult> {
      if (!(await customers.isAgeVerified(email))) {
        return { valid: false, errorReason: translate('identity.notAgeVerified', language) };
      }
      return { valid: true };
    },

    async signup(request: SignupRequest, refCode: string | undefined, language: MailLanguage): Promise<void> {
      const config = await campaign.getConfig();
      await verifyCaptcha(captcha, config.captchaConfig.registrationCaptcha, request.captchaVal);
      assertSignupFields(request, config);
      const duplicate = () => new DomainError('identity.duplicateEmail', 409, emailProblem('identity.duplicateEmail'));
      if (await findMemberByEmail(db, request.email)) throw duplicate();
      if (config.usePreRegistration && !(await customers.isAgeVerified(request.email))) {
        throw new DomainError('identity.notAgeVerified', 403, emailProblem('identity.notAgeVerified'));
      }
      const referrer = refCode ? await findMemberIdByRefCode(db, refCode) : undefined;
      const row = await insertMember(db, {
        ...request,
        passwordHash: await hashPassword(request.password),
        status: 'unconfirmed',
        language,
        referredBy: referrer?.id ?? null,
        signupSource: request.additionalInfo?.source ?? null,
        promoCode: request.additionalInfo?.promoCode ?? null,
      });
      if (!row) throw duplicate();
      await mailLink(row, 'confirm-account');
    },

    async confirmAccount(token: string): Promise<void> {
      const creditActivation = await activationCredit();
      const confirmed = await db.transaction(async (tx) => {
        const memberId = await consumeToken(tx, token, 'confirm');
        if (!memberId) return false;
        await confirmMember(tx, memberId);
        await creditActivation(tx, memberId);
        return true;
      });
      if (!confirmed) throw new DomainError('identity.confirmLinkInvalid', 404);
    },

    /**
     * Answers the same for a known and an unknown address so the form cannot tell who has an account;
     * only a malformed address gets the spec's error list (see docs/decisions.md, Identity hardening).
     */
    async forgotPassword(email: string): Promise<void> {
      if (checkEmail(email)) {
        throw new DomainError('identity.emailNotRegistered', 400, emailProblem('identity.emailNotRegistered'));
      }
      const row = await findMemberByEmail(db, email);
      if (row && row.status !== 'suspended') await mailLink(row, 'reset-password');
    },

    async validateResetToken(token: string): Promise<void> {
      if (!(await peekToken(db, token, 'reset'))) throw new DomainError('identity.resetLinkInvalid', 404);
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const { uiConfig } = await campaign.getConfig();
      const problem = passwordProblem(password, uiConfig.passwordRule);
      if (problem) {
        const values = problem.values;
        const errors = [{ field: 'password', code: 'validation.passwordRule' as const, values }];
        throw new DomainError('validation.passwordRule', 400, { values, errors });
      }
      const passwordHash = await hashPassword(password);
      const creditActivation = await activationCredit();
      const memberId = await db.transaction(async (tx) => {
        const id = await consumeToken(tx, token, 'reset');
        if (!id) return undefined;
        // Following the mailed link proves the address too, so an unconfirmed member becomes active.
        await setPasswordHash(tx, id, passwordHash);
        await creditActivation(tx, id);
        return id;
      });
      if (!memberId) throw new DomainError('identity.resetLinkInvalid', 404);
      await sessions.revokeAll(memberId);
    },

    async getProfile(callerId: string, id: string): Promise<MemberProfile> {
      return toProfile(await ownMember(callerId, id));
    },

    async updateProfile(callerId: string, id: string, request: ProfileUpdateRequest): Promise<ProfileUpdateResult> {
      await ownMember(callerId, id);
      assertProfileFields(request, (await campaign.getConfig()).uiConfig.userFields);
      const { instagramHandle, facebookHandle, tiktokHandle, twitterHandle } = request;
      const handles = Object.fromEntries(
        Object.entries({ instagramHandle, facebookHandle, tiktokHandle, twitterHandle }).filter(
          ([, v]) => v !== undefined,
        ),
      );
      await updateMemberProfile(db, id, { ...request, username: undefined }, handles);
      // Names and gender (mandatory here) are what the intake survey asks, so it counts as submitted.
      await markIntakeSurveySubmitted(db, id);
      const bonusPoints = await awardProfileBonus(id);
      return { profile: toProfile((await findMemberById(db, id))!), bonusPoints };
    },

    async submitIntakeSurvey(callerId: string, request: IntakeSurveyRequest): Promise<MemberProfile> {
      const row = await ownMember(callerId, callerId);
      const errors = new FieldErrors();
      errors.name('firstName', request.firstName);
      errors.name('lastName', request.lastName);
      if (request.birth) errors.birth(request.birth, PROFILE_MIN_AGE);
      errors.configured(request, (await campaign.getConfig()).uiConfig.userFields);
      errors.throwIfAny();
      await updateMemberProfile(db, row.id, request);
      await markIntakeSurveySubmitted(db, row.id);
      return toProfile((await findMemberById(db, row.id))!);
    },
  };

  /**
   * Credits the configured bonus once, the first time the profile is complete, and sets the flag in
   * the same transaction: both happen or neither. Returns the points credited now.
   */
  async function awardProfileBonus(memberId: string): Promise<number> {
    const points = (await campaign.getConfig()).bonusPointInfo.onProfileComplete.points;
    return db.transaction(async (tx) => {
      const row = (await findMemberById(tx, memberId))!;
      if (row.profile_bonus_awarded || !isProfileComplete(row) || points <= 0) return 0;
      const { applied } = await credit(tx, {
        memberId,
        points,
        source: 'profile-bonus',
        sourceRef: memberId,
        name: 'Profile completed',
        label: { key: 'profileBonus' },
        description: 'Bonus for completing your profile',
        actor: { type: 'system', name: 'profile-bonus' },
      });
      await markProfileBonusAwarded(tx, memberId);
      return applied ? points : 0;
    });
  }
}
