import type {
  IntakeSurveyRequest,
  MemberProfile,
  PreValidationResult,
  ProfileUpdateRequest,
  ProfileUpdateResult,
  SignupRequest,
} from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { HttpError } from '../../http/errors';
import { verifyCaptcha } from '../auth/captcha';
import { hashPassword } from '../auth/secrets';
import type { SessionIssuer } from '../auth/sessions';
import type { AuthSettings } from '../auth/settings';
import { createCampaignService } from '../campaign/service';
import type { Mailer } from '../mail/mailer';
import { asMailLanguage, type MailLanguage } from '../mail/templates';
import { credit } from '../points/ledger';
import { isAgeVerifiedCustomer } from '../store-customer/repository';
import {
  findMemberByEmail,
  findMemberById,
  findMemberIdByRefCode,
  insertMember,
  type MemberRow,
  toProfile,
  updateMemberProfile,
} from './member-repository';
import { consumeToken, issueToken, peekToken } from './one-time-tokens';
import { FieldErrors, PROFILE_MIN_AGE, assertProfileFields, passwordMeetsRule, passwordRuleMessage } from './rules';
import { assertSignupFields } from './signup-rules';

export type IdentityService = ReturnType<typeof createIdentityService>;

export interface IdentityDeps {
  db: Db;
  mailer: Mailer;
  sessions: SessionIssuer;
  settings: AuthSettings;
  campaignSlug: string;
}

const NOT_AGE_VERIFIED = 'This email is not associated with an age-verified account on our store site.';
const DUPLICATE_EMAIL = 'An account with this email already exists.';

/** Profile complete = every field the profile page asks for is filled. */
const PROFILE_FIELDS: (keyof MemberRow)[] = ['first_name', 'last_name', 'gender', 'birth', 'cell_phone', 'address', 'city', 'state', 'zip'];
const isProfileComplete = (row: MemberRow) => PROFILE_FIELDS.every((column) => row[column] !== null && row[column] !== '');

export function createIdentityService({ db, mailer, sessions, settings, campaignSlug }: IdentityDeps) {
  const campaign = createCampaignService(db, campaignSlug);

  async function ownMember(callerId: string, id: string): Promise<MemberRow> {
    // Members only ever see their own data: another id is "not found", not "forbidden".
    const row = callerId === id ? await findMemberById(db, id) : undefined;
    if (!row) throw new HttpError(404, 'Member not found.');
    return row;
  }

  async function mailLink(row: Pick<MemberRow, 'id' | 'email' | 'first_name' | 'language'>, kind: 'confirm-account' | 'reset-password') {
    const token = await issueToken(db, row.id, kind === 'confirm-account' ? 'confirm' : 'reset');
    const path = kind === 'confirm-account' ? '/confirm-account' : '/reset-password';
    await mailer.send({
      to: row.email,
      kind,
      language: asMailLanguage(row.language),
      values: { name: row.first_name ?? row.email, link: `${settings.portalUrl}${path}?token=${encodeURIComponent(token)}` },
    });
  }

  return {
    async preValidate(email: string): Promise<PreValidationResult> {
      if (await findMemberByEmail(db, email)) return { valid: false, errorReason: DUPLICATE_EMAIL };
      if (!(await isAgeVerifiedCustomer(db, email))) return { valid: false, errorReason: NOT_AGE_VERIFIED };
      return { valid: true };
    },

    async signup(request: SignupRequest, refCode: string | undefined, language: MailLanguage): Promise<string> {
      const config = await campaign.getConfig();
      await verifyCaptcha(settings.captcha, config.captchaConfig.registrationCaptcha, request.captchaVal);
      assertSignupFields(request, config);
      if (await findMemberByEmail(db, request.email)) {
        throw new HttpError(409, DUPLICATE_EMAIL, { errors: [{ type: 'email', message: DUPLICATE_EMAIL }] });
      }
      if (config.usePreRegistration && !(await isAgeVerifiedCustomer(db, request.email))) {
        throw new HttpError(403, NOT_AGE_VERIFIED, { errors: [{ type: 'email', message: NOT_AGE_VERIFIED }] });
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
      await mailLink(row, 'confirm-account');
      return 'Thank you for registering! Please check your email to confirm your account.';
    },

    async confirmAccount(token: string): Promise<void> {
      const confirmed = await db.transaction(async (tx) => {
        const memberId = await consumeToken(tx, token, 'confirm');
        if (!memberId) return false;
        await tx.query(`update member set status = 'active', updated_at = now() where id = $1 and status = 'unconfirmed'`, [memberId]);
        return true;
      });
      if (!confirmed) throw new HttpError(404, 'Your confirmation link is invalid or has expired.');
    },

    async forgotPassword(email: string): Promise<void> {
      const row = await findMemberByEmail(db, email);
      if (!row || row.status === 'suspended') {
        throw new HttpError(404, 'Please provide your registered email Id.', {
          errors: [{ type: 'email', message: 'Please provide your registered email Id.' }],
        });
      }
      await mailLink(row, 'reset-password');
    },

    async validateResetToken(token: string): Promise<void> {
      if (!(await peekToken(db, token, 'reset'))) throw new HttpError(404, 'Your password reset link is invalid.');
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const { uiConfig } = await campaign.getConfig();
      if (!passwordMeetsRule(password, uiConfig.passwordRule)) {
        const message = passwordRuleMessage(uiConfig.passwordRule);
        throw new HttpError(400, message, { errors: [{ type: 'password', message }] });
      }
      const passwordHash = await hashPassword(password);
      const memberId = await db.transaction(async (tx) => {
        const id = await consumeToken(tx, token, 'reset');
        // Following the mailed link proves the address too, so an unconfirmed member becomes active.
        if (id) await tx.query(`update member set password_hash = $2, status = case when status = 'unconfirmed' then 'active' else status end, updated_at = now() where id = $1`, [id, passwordHash]);
        return id;
      });
      if (!memberId) throw new HttpError(404, 'Your password reset link is invalid.');
      await sessions.revokeAll(memberId);
    },

    async getProfile(callerId: string, id: string): Promise<MemberProfile> {
      return toProfile(await ownMember(callerId, id));
    },

    async updateProfile(callerId: string, id: string, request: ProfileUpdateRequest): Promise<ProfileUpdateResult> {
      await ownMember(callerId, id);
      assertProfileFields(request);
      const { instagramHandle, facebookHandle, tiktokHandle, twitterHandle } = request;
      const handles = Object.fromEntries(Object.entries({ instagramHandle, facebookHandle, tiktokHandle, twitterHandle }).filter(([, v]) => v !== undefined));
      await updateMemberProfile(db, id, { ...request, username: undefined }, handles);
      // Names and gender (mandatory here) are what the intake survey asks, so it counts as submitted.
      await db.query('update member set intake_survey_submitted = true where id = $1', [id]);
      const bonusPoints = await awardProfileBonus(id);
      return { profile: toProfile((await findMemberById(db, id))!), bonusPoints };
    },

    async submitIntakeSurvey(callerId: string, request: IntakeSurveyRequest): Promise<MemberProfile> {
      const row = await ownMember(callerId, callerId);
      const errors = new FieldErrors();
      errors.name('firstName', request.firstName);
      errors.name('lastName', request.lastName);
      if (request.birth) errors.birth(request.birth, PROFILE_MIN_AGE);
      errors.throwIfAny();
      await updateMemberProfile(db, row.id, request);
      await db.query('update member set intake_survey_submitted = true where id = $1', [row.id]);
      return toProfile((await findMemberById(db, row.id))!);
    },
  };

  /** Credits the configured bonus once, the first time the profile is complete; returns the points credited now. */
  async function awardProfileBonus(memberId: string): Promise<number> {
    const row = (await findMemberById(db, memberId))!;
    const points = (await campaign.getConfig()).bonusPointInfo.onProfileComplete.points;
    if (row.profile_bonus_awarded || !isProfileComplete(row) || points <= 0) return 0;
    const { applied } = await credit(db, {
      memberId,
      points,
      source: 'profile-bonus',
      sourceRef: memberId,
      name: 'Profile completed',
      description: 'Bonus for completing your profile',
    });
    await db.query('update member set profile_bonus_awarded = true where id = $1', [memberId]);
    return applied ? points : 0;
  }
}
