import type { AuthTokens, OtpVerificationRequest, SignInRequest, SignInResult } from '@portal/kit/contracts';
import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';
import { verifyCaptcha } from '../../platform/captcha';
import type { CampaignService } from '../campaign';
import { type MemberRow, assertCanSignIn, findMemberByEmail, findMemberById, toSummary } from '../identity';
import { type Mailer, asMailLanguage } from '../mail';
import { checkChallenge, openChallenge } from './otp';
import { findChallengeMember } from './repository';
import { decoyPasswordHash, verifyPassword } from '../../platform/secrets';
import type { SessionIssuer } from './sessions';
import type { AuthSettings } from './settings';
import { assertOtpTriesLeft, forgivePasswordTry, takePasswordTry } from './throttle';

export type AuthService = ReturnType<typeof createAuthService>;

/** 200 with tokens, or 204 with the sign-in attempt id when an OTP must be entered first. */
export type SignInOutcome = { httpCode: 200; data: SignInResult } | { httpCode: 204; data: string };

const DEFAULT_OTP_LENGTH = 6;
const DEFAULT_OTP_WAIT_SECONDS = 30;

/** The length is 6 when the configured value is not a number (docs/product/limits.md, OTP length). */
export function otpLength(value: number | string): number {
  const length = Number(value);
  return Number.isInteger(length) && length >= 4 && length <= 10 ? length : DEFAULT_OTP_LENGTH;
}

export interface AuthDeps {
  db: Db;
  sessions: SessionIssuer;
  mailer: Mailer;
  settings: AuthSettings;
  campaign: CampaignService;
}

export function createAuthService({ db, sessions, mailer, settings, campaign }: AuthDeps) {
  async function startSession(row: MemberRow): Promise<SignInResult> {
    const tokens = await sessions.start(row.id);
    return { ...tokens, user: toSummary(row) };
  }

  return {
    startSession,

    async signIn(request: SignInRequest): Promise<SignInOutcome> {
      const config = await campaign.getConfig();
      await verifyCaptcha(settings.captcha, config.captchaConfig.loginCaptcha, request.captchaVal);
      const row = await findMemberByEmail(db, request.username);
      const taken = row && (await takePasswordTry(db, row.id));
      const passwordOk = await verifyPassword(row?.password_hash ?? (await decoyPasswordHash()), request.password);
      if (taken && passwordOk) await forgivePasswordTry(db, taken);
      if (!row || !passwordOk) throw new DomainError('auth.invalidCredentials', 401);
      assertCanSignIn(row);
      if (!config.otp.enabled) return { httpCode: 200, data: await startSession(row) };
      const waitSeconds = config.otp.waitSeconds > 0 ? config.otp.waitSeconds : DEFAULT_OTP_WAIT_SECONDS;
      const { id: attemptId, code } = await openChallenge(db, row.id, otpLength(config.otp.length), waitSeconds);
      await mailer.send({
        to: row.email,
        kind: 'otp',
        language: asMailLanguage(row.language),
        values: { name: row.first_name ?? row.email, code, minutes: String(Math.max(1, Math.ceil(waitSeconds / 60))) },
        secretValidSeconds: waitSeconds,
      });
      return { httpCode: 204, data: attemptId };
    },

    /** `data` is the sign-in attempt (OTP challenge) id the 204 answer carried. */
    async verifyOtp({ data: attemptId, otp }: OtpVerificationRequest): Promise<SignInResult> {
      const memberId = await findChallengeMember(db, attemptId);
      if (!memberId) throw new DomainError('auth.invalidOtp', 400);
      await assertOtpTriesLeft(db, memberId);
      await checkChallenge(db, attemptId, otp);
      const row = await findMemberById(db, memberId);
      if (!row) throw new DomainError('auth.invalidOtp', 400);
      assertCanSignIn(row);
      return startSession(row);
    },

    refresh: (refreshToken: string): Promise<AuthTokens> => sessions.refresh(refreshToken),

    async logout(memberId: string | undefined, refreshToken: string | undefined): Promise<void> {
      if (refreshToken) await sessions.revokeByToken(refreshToken);
      else if (memberId) await sessions.revokeAll(memberId);
    },
  };
}
