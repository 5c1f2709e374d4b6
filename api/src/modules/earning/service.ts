import type {
  Activity,
  ActivityCompletedList,
  ActivityEvent,
  ActivityEventCredit,
  ActionType,
  ReferralResult,
  StreakStatus,
  Survey,
  SurveySubmission,
} from '@portal/kit/contracts';
import { distinctEmails, isReferralEmail } from '@portal/kit/validation/rules';
import type { Db } from '../../db/db';
import { DomainError } from '../../platform/domain-error';
import type { Language } from '../../platform/messages';
import type { ActivityService } from '../activity';
import type { CampaignService } from '../campaign';
import { findMemberByEmail, findMemberById } from '../identity';
import type { Mailer } from '../mail';
import { asMailLanguage } from '../mail';
import { credit } from '../points';
import { completeEvent, earnedPoints } from './events';
import { checkedAnswers, publicSurvey, score } from './quiz';
import * as repo from './repository';

export type EarningService = ReturnType<typeof createEarningService>;

export interface EarningDeps {
  db: Db;
  activities: ActivityService;
  campaign: CampaignService;
  mailer: Mailer;
  /** Base of the sign-up link in invitations. */
  portalUrl: string;
}

/** Types whose events members start and complete with POST/PUT /s2/points. */
const EVENT_TYPES: readonly ActionType[] = ['view', 'survey', 'read', 'share', 'games'];
/** Types that complete another way: the quiz submit, the survey provider's report, a spin. */
const SELF_COMPLETING: readonly ActionType[] = ['survey', 'games'];
const DEFAULT_TIME_ZONE = 'America/New_York';
const DEFAULT_WEEKLY_REFERRALS = 5;
/** How long the dev mailbox keeps an invitation's body (the sign-up link). */
const INVITATION_VALID_SECONDS = 14 * 24 * 3600;

export function createEarningService({ db, activities, campaign, mailer, portalUrl }: EarningDeps) {
  const firstOfType = async (type: ActionType): Promise<Activity | undefined> =>
    (await activities.page({ pageIndex: 0, limit: 1, actionTypes: [type] })).content[0];

  async function eventActivity(memberId: string, eventId: string): Promise<Activity> {
    const event = await repo.findEvent(db, memberId, eventId);
    if (!event) throw new DomainError('earning.eventNotFound', 404);
    return activities.get(event.activity_id);
  }

  async function streakActivity(): Promise<{ activity: Activity; timeZone: string }> {
    const activity = await firstOfType('login-n-earn');
    if (!activity) throw new DomainError('activity.notFound', 404);
    const zone = activity.activityData.timeZone;
    return { activity, timeZone: typeof zone === 'string' ? zone : DEFAULT_TIME_ZONE };
  }

  return {
    /** POST /s2/points: null when the member already earned the activity `times` times. */
    async start(memberId: string, activityId: string, type: string | undefined): Promise<string | null> {
      const activity = await activities.get(activityId);
      if (!EVENT_TYPES.includes(activity.actionType)) throw new DomainError('earning.notStartable', 400);
      if ((await repo.countCompletions(db, memberId, activityId)) >= activity.times) return null;
      return (await repo.insertEvent(db, memberId, activityId, type ?? null)).id;
    },

    /** PUT /s2/points for view, read and share; quizzes, surveys and games complete their own way. */
    async complete(memberId: string, eventId: string): Promise<ActivityEventCredit | null> {
      const activity = await eventActivity(memberId, eventId);
      if (SELF_COMPLETING.includes(activity.actionType)) throw new DomainError('earning.notCompletable', 400);
      return completeEvent(db, { memberId, eventId, activity });
    },

    async event(memberId: string, eventId: string): Promise<ActivityEvent> {
      const event = await repo.findEvent(db, memberId, eventId);
      if (!event) throw new DomainError('earning.eventNotFound', 404);
      return {
        id: event.id,
        activityId: event.activity_id,
        state: event.state,
        extraInfo: { refKey: event.activity_id },
      };
    },

    /** The quiz's questions and options in `language` (English where a translation is missing). */
    async survey(surveyId: string, language: Language): Promise<Survey> {
      const row = await repo.findSurvey(db, await campaign.currentId(), surveyId);
      if (!row) throw new DomainError('earning.surveyNotFound', 404);
      return publicSurvey(row.id, row.questions, language);
    },

    /** The in-app quiz: credited once, on a complete set of required answers (docs/product/earning.md). */
    async submitQuiz(memberId: string, submission: SurveySubmission): Promise<ActivityEventCredit> {
      const activity = await eventActivity(memberId, submission.poitsHistoryId);
      const surveyId = String(activity.activityData.surveyId ?? activity.data);
      if (activity.id !== submission.activityId || activity.channel !== 'quiz' || surveyId !== submission.surveyId) {
        throw new DomainError('earning.eventNotFound', 404);
      }
      const row = await repo.findSurvey(db, await campaign.currentId(), surveyId);
      if (!row) throw new DomainError('earning.surveyNotFound', 404);
      const answers = checkedAnswers(row.questions, submission);
      const extra = { answers: Object.fromEntries(answers), score: score(row.questions, answers) };
      const result = await completeEvent(db, { memberId, eventId: submission.poitsHistoryId, activity, extra });
      if (!result) throw new DomainError('earning.quizOnce', 409);
      return result;
    },

    /** The external survey provider reports answers for an event (the event id is all it knows). */
    async surveyReport(eventId: string, answers: Record<string, string>): Promise<void> {
      const event = await repo.findEventById(db, eventId);
      if (!event) throw new DomainError('earning.eventNotFound', 404);
      const activity = await activities.get(event.activity_id);
      if (activity.actionType !== 'survey' || activity.channel === 'quiz') {
        throw new DomainError('earning.eventNotFound', 404);
      }
      await completeEvent(db, { memberId: event.member_id, eventId, activity, extra: { report: answers } });
    },

    async completions(memberId: string, activityIds: string[]): Promise<ActivityCompletedList> {
      const counts = new Map(
        (await repo.completionCounts(db, memberId, activityIds)).map((r) => [r.activity_id, r.total]),
      );
      const content = [];
      for (const activityId of new Set(activityIds)) {
        const activity = await activities.get(activityId).catch(() => undefined);
        if (activity) content.push({ activityId, count: counts.get(activityId) ?? 0, times: activity.times });
      }
      return { content };
    },

    /** POST /s2/social/referral: invites each acceptable address with the member's referral code. */
    async refer(memberId: string, ids: string[]): Promise<ReferralResult> {
      const member = await findMemberById(db, memberId);
      if (!member) throw new DomainError('member.notFound', 404);
      const statusList = [];
      for (const email of distinctEmails(ids)) {
        statusList.push({ id: email, isValid: await invite(member, email) });
      }
      return { statusList };
    },

    /**
     * Identity's activation credit (its `ActivationCredit`): when a friend's account becomes active, in
     * that transaction, the member who invited the address earns once per friend, within the activity's
     * `times` and the weekly limit. A friend activated before (or never invited) finds no open referral.
     */
    referralCredit: async () => {
      const activity = await firstOfType('refer');
      return async (tx: Db, friendId: string): Promise<void> => {
        const friend = await findMemberById(tx, friendId);
        const referral = friend && (await repo.findOpenReferral(tx, friend.email));
        if (!activity || !friend || !referral || referral.referrer_id === friendId) return;
        await repo.lockReferrals(tx, referral.referrer_id);
        const open = await repo.findOpenReferral(tx, friend.email);
        const { total, this_week } = await repo.referralCredits(tx, referral.referrer_id);
        const weekly = Number(activity.activityData.weeklyLimit ?? DEFAULT_WEEKLY_REFERRALS);
        if (!open || total >= activity.times || this_week >= weekly) return;
        await repo.markReferralCredited(tx, referral.id, friendId);
        await credit(tx, {
          memberId: referral.referrer_id,
          points: earnedPoints(activity),
          source: 'referral',
          sourceRef: friendId,
          name: 'Referral',
          label: { key: 'referral' },
          description: friend.email,
          actor: { type: 'system', name: 'referral' },
        });
      };
    },

    /** GET /s1/user/web-streak-count: records today's visit and credits the day's points once a day. */
    async visit(memberId: string): Promise<StreakStatus> {
      const { activity, timeZone } = await streakActivity();
      return db.transaction(async (tx) => {
        const day = await repo.recordVisit(tx, memberId, timeZone);
        const daysCount = await repo.streakDays(tx, memberId, day);
        const points = streakPoints(activity, daysCount);
        const result = await credit(tx, {
          memberId,
          points,
          source: 'streak',
          sourceRef: day,
          name: `Login streak: day ${daysCount}`,
          label: { key: 'streakDay', day: daysCount },
          actor: { type: 'member', id: memberId },
        });
        return { daysCount, earnedToday: true, points: result.applied ? points : 0 };
      });
    },

    /** The streak check: days counted so far, without recording a visit. */
    async streak(memberId: string, activityId: string): Promise<StreakStatus> {
      const { activity, timeZone } = await streakActivity();
      if (activity.id !== activityId) throw new DomainError('activity.notFound', 404);
      const { day } = await db.one<{ day: string }>(
        `select to_char((now() at time zone $1)::date, 'YYYY-MM-DD') as day`,
        [timeZone],
      );
      const today = await repo.streakDays(db, memberId, day);
      if (today > 0) return { daysCount: today, earnedToday: true, points: 0 };
      const yesterday = new Date(`${day}T00:00:00Z`);
      yesterday.setUTCDate(yesterday.getUTCDate() - 1);
      const daysCount = await repo.streakDays(db, memberId, yesterday.toISOString().slice(0, 10));
      return { daysCount, earnedToday: false, points: 0 };
    },

    /**
     * For the contest module: the games activities that name a contest, by its slug or its id
     * (docs/product/earning.md, Games). Read before the spin's transaction.
     */
    gamesNaming(contest: { id: string; slug: string }): Promise<Activity[]> {
      return activities.naming('games', [contest.slug, contest.id]);
    },

    /**
     * For the contest module, in the spin's transaction: the spin completes each of `games` the member has
     * not yet completed `times` times, and credits it. The spin serializes a member's spins of one contest,
     * so two spins cannot complete the same game twice.
     */
    async completeGames(tx: Db, memberId: string, games: readonly Activity[]): Promise<ActivityEventCredit[]> {
      const credits = [];
      for (const game of games) {
        if ((await repo.countCompletions(tx, memberId, game.id)) >= game.times) continue;
        const eventId = (await repo.insertEvent(tx, memberId, game.id, null)).id;
        // The spin is the game: there is no time to wait for, whatever minimum the activity names.
        const activity = { ...game, minimumActivityDuration: 0 };
        const result = await completeEvent(tx, { memberId, eventId, activity });
        if (result) credits.push(result);
      }
      return credits;
    },
  };

  async function invite(
    member: { id: string; email: string; ref_code: string; first_name: string | null; language: string },
    email: string,
  ) {
    if (!isReferralEmail(email) || email.toLowerCase() === member.email.toLowerCase()) return false;
    if (await findMemberByEmail(db, email)) return false;
    if (!(await repo.inviteOnce(db, member.id, email))) return false;
    const link = `${portalUrl}/signup?refCode=${encodeURIComponent(member.ref_code)}`;
    await mailer.send({
      to: email,
      kind: 'referral-invitation',
      language: asMailLanguage(member.language),
      values: { name: member.first_name ?? member.email, link },
      secretValidSeconds: INVITATION_VALID_SECONDS,
    });
    return true;
  }
}

/** The points of streak day n: activityData.dayPoints[n-1] (the last entry beyond it), else the activity's. */
export function streakPoints(activity: Activity, daysCount: number): number {
  const table = activity.activityData.dayPoints;
  if (!Array.isArray(table) || table.length === 0) return earnedPoints(activity);
  const value = Number(table[Math.min(daysCount, table.length) - 1]);
  return Number.isInteger(value) && value > 0 ? value : earnedPoints(activity);
}
