import type { Db } from '../../db/db';
import { type Language, translate } from '../../platform/messages';
import { DEMO_CAMPAIGN, findCampaign, highestTier } from '../campaign';
import { cancelLockedOrder } from './cancellation';
import {
  type RewardFields,
  audit,
  recordTransaction,
  setPaymentResult,
  findRewardBySlug,
  findRewardTexts,
  codesOfOtherRewards,
  insertCodes,
  lockCodeImports,
  listAudit,
  insertRewardIfAbsent,
  lockOrderByNo,
  changedFields,
  lockReward,
  setStatus,
  updateReward,
  updateRewardTexts,
} from './repository';
import { changedTranslations, translationOf } from '../../platform/translations';
import { type RewardText, rewardText } from './texts';
import { counted } from '../../platform/counted';

/** An operator mistake the CLI prints as it is (no stack trace). */
export class OperatorError extends Error {}

/**
 * Tells a member about their order (shipped, cancelled, payment settled), in the words `message` gives
 * for the member's language (the CLI passes it). It writes with the order's transaction (`db`), so a
 * notice that cannot be written undoes the change rather than leave the member untold.
 */
export type OrderNotifier = (db: Db, memberId: string, message: (language: Language) => string) => Promise<void>;

async function campaignId(db: Db, slug: string): Promise<string> {
  const campaign = await findCampaign(db, slug || DEMO_CAMPAIGN.slug);
  if (!campaign) throw new OperatorError(`No campaign "${slug}". Run "seed" first, or set CAMPAIGN_SLUG.`);
  return campaign.id;
}

async function rewardBySlug(db: Db, campaign: string, slug: string) {
  const reward = await findRewardBySlug(db, await campaignId(db, campaign), slug);
  if (!reward) throw new OperatorError(`No reward "${slug}".`);
  return reward;
}

const rewardId = async (db: Db, campaign: string, slug: string): Promise<string> =>
  (await rewardBySlug(db, campaign, slug)).id;

/** Refuses a tier above the campaign's ladder: the reward would be open to no one. */
async function checkTier(db: Db, campaign: string, tier: number | null | undefined): Promise<void> {
  if (tier === null || tier === undefined) return;
  const top = await highestTier(db, await campaignId(db, campaign));
  if (tier > top) throw new OperatorError(`--tier must be from 0 to ${top}, the campaign's tiers, or none.`);
}

export async function addReward(
  db: Db,
  campaign: string,
  fields: RewardFields & { active?: boolean },
  operator: string,
): Promise<string> {
  await checkTier(db, campaign, fields.userTier);
  const added = await insertRewardIfAbsent(db, await campaignId(db, campaign), fields);
  if (!added) throw new OperatorError(`A reward "${fields.slug}" exists already: use rewards:edit.`);
  await audit(db, { subject: fields.slug, action: 'reward add', actorType: 'operator', actorName: operator });
  return `Added reward "${fields.slug}".`;
}

export async function editReward(
  db: Db,
  campaign: string,
  slug: string,
  changes: Partial<RewardFields & { active: boolean }>,
  operator: string,
): Promise<string> {
  // Nothing to change is a mistake (a misspelt flag), not an edit worth an audit row.
  if (Object.values(changes).every((value) => value === undefined))
    throw new OperatorError(`Give a field to change: rewards:edit ${slug} --stock 20 (see the usage).`);
  await checkTier(db, campaign, changes.userTier);
  const id = await rewardId(db, campaign, slug);
  const changed = await db.transaction(async (tx) => {
    const fields = changedFields((await lockReward(tx, id))!, changes);
    // An edit to the values the reward has changes nothing, so it is no action to record.
    if (Object.keys(fields).length === 0) return fields;
    await updateReward(tx, id, changes);
    await audit(tx, {
      subject: slug,
      action: 'reward edit',
      actorType: 'operator',
      actorName: operator,
      detail: JSON.stringify(fields),
    });
    return fields;
  });
  const names = Object.keys(changed);
  if (names.length === 0) return `Nothing changed: reward "${slug}" has these values already.`;
  return `Updated reward "${slug}": ${names.join(', ')}.`;
}

/**
 * Sets a reward's French or Spanish name or description; an empty value removes the translation, so
 * members read English again. The English text is the reward's own (rewards:edit).
 */
export async function setRewardText(
  db: Db,
  campaign: string,
  { slug, language, change }: { slug: string; language: string; change: Partial<RewardText> },
  operator: string,
): Promise<string> {
  const translation = translationOf(language);
  if (!translation)
    throw new OperatorError('--lang must be fr or es; the English name and description are set with rewards:edit.');
  const fields = Object.entries(change).filter(([, value]) => value !== undefined);
  if (fields.length === 0) throw new OperatorError('Give --name, --description or both.');
  const id = await rewardId(db, campaign, slug);
  await db.transaction(async (tx) => {
    const row = await lockReward(tx, id);
    const texts = { name: change.itemName, description: change.itemDescription };
    await updateRewardTexts(tx, id, changedTranslations(row!.texts, translation, texts));
    await audit(tx, {
      subject: slug,
      action: 'reward text',
      actorType: 'operator',
      actorName: operator,
      detail: JSON.stringify({ language: translation, ...change }),
    });
  });
  const flags = fields.map(([field]) => (field === 'itemName' ? 'name' : 'description'));
  return `Updated reward "${slug}" in ${translation}: ${flags.join(', ')}.`;
}

const CODE = /^[\x21-\x7e]{1,100}$/;

/**
 * The codes of a CSV with the header `code`, one a line; every line is checked before any is stored.
 * Blank lines are skipped but counted, so a line number is the one the operator's editor shows.
 */
export function parseCodes(csv: string): string[] {
  const [header, ...lines] = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (header?.trim().toLowerCase() !== 'code') throw new OperatorError('The first line must be the header "code".');
  const firstLineOf = new Map<string, number>();
  for (const [index, line] of lines.entries()) {
    const code = line.trim();
    const lineNumber = index + 2;
    if (code === '') continue;
    if (!CODE.test(code))
      throw new OperatorError(`Line ${lineNumber}: a code is 1–100 visible characters without spaces.`);
    const first = firstLineOf.get(code);
    if (first !== undefined)
      throw new OperatorError(`Line ${lineNumber}: the code ${code} is on line ${first} already.`);
    firstLineOf.set(code, lineNumber);
  }
  if (firstLineOf.size === 0) throw new OperatorError('The file has no codes.');
  return [...firstLineOf.keys()];
}

/** A code is handed out once: in two rewards' pools, two members could receive the same gift card. */
async function refuseCodesOfOtherRewards(tx: Db, rewardId: string, codes: readonly string[]): Promise<void> {
  const taken = await codesOfOtherRewards(tx, rewardId, codes);
  if (taken.length === 0) return;
  const list = taken.map(({ code, slug }) => `${code} (in "${slug}")`).join(', ');
  throw new OperatorError(
    `A code belongs to one reward, and these are in another's pool already: ${list}. Nothing was imported.`,
  );
}

export async function importCodes(
  db: Db,
  campaign: string,
  slug: string,
  csv: string,
  operator: string,
): Promise<string> {
  const codes = parseCodes(csv);
  const reward = await rewardBySlug(db, campaign, slug);
  // Only a digital order takes a code from the pool: codes of another reward would never be handed out.
  if (reward.type !== 'DIGITAL')
    throw new OperatorError(`"${slug}" is a ${reward.type} reward: only a DIGITAL reward has a code pool.`);
  const id = reward.id;
  const added = await db.transaction(async (tx) => {
    await lockCodeImports(tx);
    await refuseCodesOfOtherRewards(tx, id, codes);
    const count = await insertCodes(tx, id, codes);
    await audit(tx, {
      subject: slug,
      action: 'codes import',
      actorType: 'operator',
      actorName: operator,
      detail: `${count} added`,
    });
    return count;
  });
  return `Imported ${counted(added, 'new code')} into "${slug}" (${codes.length - added} already present).`;
}

/** Tells the member about their order, naming the reward in the member's language. */
async function notifyAboutOrder(
  db: Db,
  order: { reward_id: string; member_id: string; item_name: string; item_description: string },
  notify: OrderNotifier,
  message: (language: Language, itemName: string) => string,
): Promise<void> {
  const [reward] = await findRewardTexts(db, [order.reward_id]);
  const texts = reward?.texts ?? {};
  const english = { itemName: order.item_name, itemDescription: order.item_description };
  await notify(db, order.member_id, (language) => message(language, rewardText(english, texts, language).itemName));
}

/** The recorded actions on an order or a reward, one line each: when, who (and as what), what, detail. */
export async function describeAudit(db: Db, subject: string): Promise<string> {
  const rows = await listAudit(db, subject);
  if (rows.length === 0)
    throw new OperatorError(`Nothing is recorded for "${subject}": give an order number or a reward's slug.`);
  return rows
    .map(({ created_at, actor_type, actor_name, action, detail }) =>
      [created_at.toISOString(), `${actor_name} (${actor_type})`, action, detail].filter(Boolean).join('  '),
    )
    .join('\n');
}

export async function shipOrder(
  db: Db,
  { orderNo, tracking, operator }: { orderNo: string; tracking: string; operator: string },
  notify: OrderNotifier,
): Promise<string> {
  await db.transaction(async (tx) => {
    const locked = await lockOrderByNo(tx, orderNo);
    if (!locked) throw new OperatorError(`No order ${orderNo}.`);
    if (locked.status !== 'CONFIRMED')
      throw new OperatorError(`Order ${orderNo} is ${locked.status}; only a CONFIRMED order ships.`);
    await audit(tx, { subject: orderNo, action: 'ship', actorType: 'operator', actorName: operator, detail: tracking });
    const shipped = await setStatus(tx, locked.id, { status: 'SHIPPED', trackingNumber: tracking });
    await notifyAboutOrder(tx, shipped, notify, (language, itemName) =>
      translate('order.shippedNotice', language, { orderNo, itemName, tracking }),
    );
  });
  return `Order ${orderNo} shipped with tracking ${tracking}; the member was notified.`;
}

/**
 * Cancels an order and returns its points and stock. A card payment is not returned by the portal: an
 * order the member paid (or whose payment is pending) is cancelled only once the operator says it was
 * refunded in the gateway's console (`refunded`), which the order's audit records. The member is told,
 * with the operator's reason, as for a shipment: otherwise the order just changes state on My Rewards.
 */
export async function cancelOrder(
  db: Db,
  {
    orderNo,
    reason,
    operator,
    refunded = false,
  }: { orderNo: string; reason: string; operator: string; refunded?: boolean },
  notify: OrderNotifier,
): Promise<string> {
  const order = await db.transaction(async (tx) => {
    const locked = await lockOrderByNo(tx, orderNo);
    if (!locked) throw new OperatorError(`No order ${orderNo}.`);
    if (locked.status === 'CANCELLED' || locked.status === 'SHIPPED') {
      throw new OperatorError(`Order ${orderNo} is ${locked.status} and cannot be cancelled.`);
    }
    // The member's checkout has asked the gateway and waits for its answer, which would confirm the
    // order after the cancel: the operator waits for it, or settles it, first.
    if (locked.status === 'PAYMENT_PENDING' && !locked.transaction_status) {
      throw new OperatorError(
        `Order ${orderNo} has a card payment in flight: wait for the gateway's answer, or settle it with ` +
          'orders:payment, then cancel.',
      );
    }
    const paid = locked.transaction_status === 'SUCCESS' || locked.transaction_status === 'PENDING';
    if (paid && !refunded) {
      throw new OperatorError(
        `Order ${orderNo} has a card payment (${locked.transaction_status}, transaction ${locked.transaction_id ?? 'unknown'}): ` +
          'refund it in the gateway first, then cancel with --refunded.',
      );
    }
    if (paid) {
      await audit(tx, {
        subject: orderNo,
        action: 'payment refunded in the gateway',
        actorType: 'operator',
        actorName: operator,
      });
    }
    const cancelled = await cancelLockedOrder(tx, locked, { type: 'operator', name: operator }, reason);
    // The notice puts its own full stop after the reason.
    const said = reason.replace(/[.!?…。]+$/u, '');
    const { points } = cancelled;
    await notifyAboutOrder(tx, cancelled, notify, (language, itemName) =>
      translate('order.cancelledNotice', language, { orderNo, itemName, reason: said, points }),
    );
    return cancelled;
  });
  const { points } = order;
  return `Order ${orderNo} cancelled; ${points} points returned to the member, who was notified.`;
}

/**
 * Settles a payment the portal could not confirm (the gateway failed to answer, or answered pending) once
 * the operator has read its outcome in the gateway's console: paid confirms the order, failed gives it
 * back to the member to pay with another card (decision 117). A failed one gets a fresh payment deadline:
 * its first ran out while the order was held, and the expiry job would otherwise cancel it at once. The
 * member is told either way.
 */
export async function settlePayment(
  db: Db,
  {
    orderNo,
    outcome,
    transactionId,
    operator,
    paymentTimeoutMinutes,
  }: {
    orderNo: string;
    outcome: 'SUCCESS' | 'FAILED';
    transactionId?: string;
    operator: string;
    paymentTimeoutMinutes: number;
  },
  notify: OrderNotifier,
): Promise<string> {
  const order = await db.transaction(async (tx) => {
    const locked = await lockOrderByNo(tx, orderNo);
    if (!locked) throw new OperatorError(`No order ${orderNo}.`);
    if (locked.status !== 'PAYMENT_PENDING') {
      throw new OperatorError(`Order ${orderNo} is ${locked.status}: no payment waits to be settled.`);
    }
    const settled = { status: outcome, transactionId: transactionId ?? locked.transaction_id, settledBy: operator };
    await setPaymentResult(tx, locked.id, null, settled);
    await audit(tx, {
      subject: orderNo,
      action: `payment settled ${outcome}`,
      actorType: 'operator',
      actorName: operator,
      // The transaction the order knew before, so the gateway's console can be checked against both.
      ...(transactionId ? { detail: `transaction ${locked.transaction_id ?? 'none'} → ${transactionId}` } : {}),
    });
    const recorded = await recordTransaction(tx, locked.id, {
      status: outcome === 'SUCCESS' ? 'CONFIRMED' : 'AWAITING_PAYMENT',
      transactionId: settled.transactionId,
      transactionStatus: outcome,
      ...(outcome === 'FAILED' ? { expiresAt: new Date(Date.now() + paymentTimeoutMinutes * 60_000) } : {}),
    });
    await notifyAboutOrder(tx, recorded, notify, (language, itemName) =>
      outcome === 'SUCCESS'
        ? translate('order.paymentConfirmedNotice', language, { orderNo, itemName })
        : translate('order.paymentFailedNotice', language, { orderNo, itemName, minutes: paymentTimeoutMinutes }),
    );
    return recorded;
  });
  const minutes = paymentTimeoutMinutes;
  return outcome === 'SUCCESS'
    ? `Order ${orderNo} paid (transaction ${order.transaction_id ?? 'not given'}); it is confirmed. The member was notified.`
    : `Order ${orderNo}'s payment failed; the member was notified and may pay it again within ${minutes} minutes.`;
}
