import type {
  EligibleProductPage,
  LookupResult,
  PackageCodeEntry,
  PackageCodeResult,
  YellowStickerResult,
} from '@portal/kit/contracts';
import { checkProductCode } from '@portal/kit/validation/rules';
import type { Db } from '../../db/db';
import { type CaptchaSettings, verifyCaptcha } from '../../platform/captcha';
import { DomainError } from '../../platform/domain-error';
import { type Language, type MessageCode, type MessageValues, translate } from '../../platform/messages';
import type { CampaignService } from '../campaign';
import { credit } from '../points';
import {
  type CodePool,
  type CodeRow,
  claimCode,
  countClaimsSince,
  countProducts,
  findCodes,
  hasYellowReward,
  insertYellowReward,
  listFlavors,
  listProducts,
  lockMemberCodes,
  missesSince,
  recordMiss,
} from './repository';
import { productText } from './texts';
import { DAILY_CODE_LIMIT, DAILY_WINDOW_SECONDS, MISS_WINDOW_SECONDS, type PackageCodeSettings } from './settings';

export type PackageCodeService = ReturnType<typeof createPackageCodeService>;

interface PackageCodeDeps {
  db: Db;
  campaign: CampaignService;
  captcha: CaptchaSettings;
  settings: PackageCodeSettings;
}

const YELLOW_POOLS: CodePool[] = ['yellow-sticker', 'pod-pack', 'leap-device'];

/**
 * The one row of each code sent, or undefined when a code matches none or several: a code may be in
 * two yellow pools (each pool is unique on its own), and counting rows would let such a code stand in
 * for a wrong code of the set (and credit it twice).
 */
function rowPerCode(rows: CodeRow[], codes: string[]): CodeRow[] | undefined {
  const matches = codes.map((code) => rows.filter((row) => row.code === code));
  return matches.every((match) => match.length === 1) ? matches.flat() : undefined;
}

const lockedError = (seconds: number) =>
  new DomainError('packageCode.locked', 429, { values: { minutes: Math.max(1, Math.ceil(seconds / 60)) } });

/** Package codes, yellow-sticker sets, flavours and eligible products (docs/product/purchase-proof.md). */
export function createPackageCodeService({ db, campaign, captcha, settings }: PackageCodeDeps) {
  /** Throws 429 while the member has entered missLimit wrong codes in the last hour. */
  async function assertNotLocked(tx: Db, memberId: string): Promise<void> {
    const { misses, wait } = await missesSince(tx, memberId, MISS_WINDOW_SECONDS);
    if (misses >= settings.missLimit) throw lockedError(wait ?? MISS_WINDOW_SECONDS);
  }

  async function checkCaptcha(answer: string | undefined): Promise<void> {
    const config = await campaign.getConfig();
    await verifyCaptcha(captcha, config.captchaConfig.packageCodeCaptcha, answer);
  }

  async function flavorsByLength(campaignId: string): Promise<Map<number, string[]>> {
    const byLength = new Map<number, string[]>();
    for (const row of await listFlavors(db, campaignId)) {
      byLength.set(row.number_of_digit, [...(byLength.get(row.number_of_digit) ?? []), row.name]);
    }
    return byLength;
  }

  /** One code in its own transaction: a refusal of one code never undoes another's credit. */
  async function redeemOne(
    campaignId: string,
    memberId: string,
    entry: PackageCodeEntry,
    flavors: Map<number, string[]>,
    language: Language,
  ): Promise<PackageCodeResult> {
    const code = entry.code.trim();
    const answer = (statusCode: number, message: MessageCode, values?: MessageValues, points = 0) => ({
      code,
      isValid: statusCode === 200,
      points,
      message: translate(message, language, values),
      statusCode,
    });
    const malformed = checkProductCode(code);
    if (malformed) return answer(400, `validation.${malformed.key}`);
    const lengthFlavors = flavors.get(code.length);
    if (lengthFlavors && !lengthFlavors.includes(entry.flavor ?? '')) return answer(400, 'validation.selectOption');
    return db.transaction(async (tx) => {
      await lockMemberCodes(tx, memberId);
      const { misses, wait } = await missesSince(tx, memberId, MISS_WINDOW_SECONDS);
      if (misses >= settings.missLimit) {
        return answer(429, 'packageCode.locked', { minutes: Math.max(1, Math.ceil((wait ?? 0) / 60)) });
      }
      if ((await countClaimsSince(tx, memberId, 'package', DAILY_WINDOW_SECONDS)) >= DAILY_CODE_LIMIT) {
        return answer(429, 'packageCode.dailyLimit');
      }
      const [row] = await findCodes(tx, campaignId, ['package'], [code]);
      if (!row) {
        await recordMiss(tx, memberId, MISS_WINDOW_SECONDS);
        return answer(404, 'packageCode.wrongCode');
      }
      if (!(await claimCode(tx, campaignId, 'package', code, memberId, lengthFlavors ? entry.flavor! : null))) {
        return answer(409, 'packageCode.alreadyRedeemed');
      }
      await credit(tx, {
        memberId,
        points: row.points,
        source: 'package-code',
        sourceRef: `${campaignId}:${code}`,
        name: 'Product code',
        label: { key: 'packageCode' },
        description: row.product_name ?? '',
        actor: { type: 'member', id: memberId },
      });
      return answer(200, 'packageCode.credited', { points: row.points }, row.points);
    });
  }

  type YellowOutcome = { ok: true; points: number; balance: number } | { ok: false; error: DomainError };

  async function claimYellowSet(campaignId: string, memberId: string, codes: string[]): Promise<YellowOutcome> {
    return db.transaction(async (tx) => {
      await lockMemberCodes(tx, memberId);
      await assertNotLocked(tx, memberId);
      if (await hasYellowReward(tx, campaignId, memberId)) {
        return { ok: false, error: new DomainError('yellowSticker.alreadyRewarded', 409) };
      }
      const rows = rowPerCode(await findCodes(tx, campaignId, YELLOW_POOLS, codes), codes);
      if (!rows) {
        // Recorded, and committed: wrong codes count towards the lock-out.
        await recordMiss(tx, memberId, MISS_WINDOW_SECONDS);
        return { ok: false, error: new DomainError('packageCode.wrongCode', 404) };
      }
      for (const row of rows) {
        if (!(await claimCode(tx, campaignId, row.pool, row.code, memberId, null))) {
          throw new DomainError('packageCode.alreadyRedeemed', 409);
        }
      }
      const points = rows.reduce((sum, row) => sum + row.points, 0);
      await insertYellowReward(tx, campaignId, memberId, points, codes);
      const { balance } = await credit(tx, {
        memberId,
        points,
        source: 'yellow-sticker',
        sourceRef: campaignId,
        name: 'Yellow sticker codes',
        label: { key: 'yellowSticker' },
        description: rows.map((row) => row.pool).join(', '),
        actor: { type: 'member', id: memberId },
      });
      return { ok: true, points, balance };
    });
  }

  return {
    /** POST /s1/lookup: the flavours of each code length that has some. */
    async lookup(): Promise<LookupResult> {
      const campaignId = await campaign.currentId();
      const flavors = await listFlavors(db, campaignId);
      const lengths = [...new Set(flavors.map((row) => row.number_of_digit))];
      return {
        PRODUCT_FLOVER: lengths.map((numberOfDigit) => ({
          numberOfDigit,
          flover: flavors.filter((row) => row.number_of_digit === numberOfDigit).map(({ id, name }) => ({ id, name })),
        })),
      };
    },

    /** POST /s1/package/validatecode: one result per code, in the order sent. */
    async validateCodes(
      memberId: string,
      entries: PackageCodeEntry[],
      captchaVal: string | undefined,
      language: Language,
    ): Promise<PackageCodeResult[]> {
      await checkCaptcha(captchaVal);
      await assertNotLocked(db, memberId);
      const campaignId = await campaign.currentId();
      const flavors = await flavorsByLength(campaignId);
      const results: PackageCodeResult[] = [];
      for (const entry of entries) results.push(await redeemOne(campaignId, memberId, entry, flavors, language));
      return results;
    },

    /** POST /s1/package/yellow-sticker: a set of codes grants its points once per member. */
    async redeemYellowSticker(
      memberId: string,
      packageCodes: string[],
      captchaVal: string | undefined,
      language: Language,
    ): Promise<YellowStickerResult> {
      await checkCaptcha(captchaVal);
      const codes = packageCodes.map((code) => code.trim()).filter((code) => code !== '');
      if (codes.length === 0) throw new DomainError('validation.atLeastOneCode', 400);
      if (new Set(codes).size !== codes.length) throw new DomainError('yellowSticker.duplicateCode', 400);
      const outcome = await claimYellowSet(await campaign.currentId(), memberId, codes);
      if (!outcome.ok) throw outcome.error;
      return {
        points: outcome.points,
        pointBalance: outcome.balance,
        message: translate('packageCode.credited', language, { points: outcome.points }),
      };
    },

    /** GET /s1/product: the eligible products, named in `language`; search and paging happen in the browser. */
    async products(limit: number, language: Language): Promise<EligibleProductPage> {
      const campaignId = await campaign.currentId();
      const rows = await listProducts(db, campaignId, limit);
      return {
        content: rows.map((row) => ({
          id: row.id,
          validationType: row.validation_type,
          ...productText({ name: row.product_name, type: row.product_type }, row.texts, language),
          UPC: row.upc,
        })),
        metaData: { totalRecs: await countProducts(db, campaignId) },
      };
    },
  };
}
