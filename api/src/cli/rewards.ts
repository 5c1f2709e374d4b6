import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { findMemberById } from '../modules/identity';
import { inEveryLanguage, sendNotification } from '../modules/notification';
import type { Db } from '../db/db';
import {
  OperatorError,
  type OrderNotifier,
  type RewardFields,
  addReward,
  cancelOrder,
  editReward,
  expireUnpaidOrders,
  importCodes,
  loadRewardsSettings,
  setRewardText,
  settlePayment,
  shipOrder,
} from '../modules/rewards';
import { type CommandGroup, operatorName } from './command';

const USAGE = `
  rewards:add --slug <s> --name <text> --type <PHYSICAL|DIGITAL|VVS> --points <N> [--price <$>]
      [--shipping <$>] [--stock <N>] [--description <text>] [--vendor <text>] [--tier <N>]
      [--limit <N>] [--image <url>] [--operator <name>]     add a reward to the campaign
  rewards:edit <slug> [--name ..] [--points N] [--price $] [--shipping $] [--stock N|unlimited]
      [--tier N] [--limit N] [--active true|false] [--discontinued <ISO>] [--operator <name>]
  rewards:text <slug> --lang <fr|es> [--name <text>] [--description <text>] [--operator <name>]
                                            set a reward's French or Spanish text; an empty one
                                            removes it (members read English)
  rewards:import-codes <slug> <file.csv> [--operator <name>]
                                            add digital codes (header: code), each handed out once
  orders:ship <orderNo> --tracking <number> [--operator <name>]
                                            mark a confirmed order shipped; the member is notified
  orders:cancel <orderNo> --reason <text> [--refunded] [--operator <name>]
                                            cancel an order; its points return through the ledger
                                            (a paid order: refund it in the gateway, then --refunded)
  orders:payment <orderNo> --paid [--transaction <id>] | --failed [--operator <name>]
                                            settle a payment the portal could not confirm, as the
                                            gateway's console shows it; the member is notified (a
                                            failed one may be paid again within the payment timeout)
  orders:expire                             cancel unpaid physical orders past their deadline now`;

/** A notice on the member's bell, in each language, leading to My Rewards. */
const orderNotifier =
  (db: Db): OrderNotifier =>
  async (memberId, message) => {
    const member = await findMemberById(db, memberId);
    if (member)
      await sendNotification(db, {
        to: { email: member.email },
        type: 'web',
        ...inEveryLanguage(message),
        route: '/my-rewards',
      });
  };

const FIELDS = {
  slug: { type: 'string' },
  name: { type: 'string' },
  type: { type: 'string' },
  points: { type: 'string' },
  price: { type: 'string' },
  shipping: { type: 'string' },
  stock: { type: 'string' },
  description: { type: 'string' },
  vendor: { type: 'string' },
  tier: { type: 'string' },
  limit: { type: 'string' },
  image: { type: 'string' },
  active: { type: 'string' },
  discontinued: { type: 'string' },
  operator: { type: 'string' },
} as const;

function whole(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new OperatorError(`${flag} must be a whole number, 0 or more.`);
  return number;
}

function cents(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < 0 || amount > 100_000)
    throw new OperatorError(`${flag} must be an amount such as 4.99.`);
  return Math.round(amount * 100);
}

function parseFields(args: string[]) {
  const { values, positionals } = parseArgs({ args, options: FIELDS, allowPositionals: true });
  const stock = values.stock === 'unlimited' ? null : whole(values.stock, '--stock');
  const discontinued = values.discontinued ? new Date(values.discontinued) : undefined;
  if (discontinued && Number.isNaN(discontinued.getTime()))
    throw new OperatorError('--discontinued needs an ISO date.');
  const changes: Partial<RewardFields & { active: boolean }> = {
    itemName: values.name,
    itemDescription: values.description,
    image: values.image,
    vendor: values.vendor,
    redeemPoints: whole(values.points, '--points'),
    redeemPriceCents: cents(values.price, '--price'),
    shippingChargeCents: cents(values.shipping, '--shipping'),
    userTier: whole(values.tier, '--tier'),
    perMemberLimit: whole(values.limit, '--limit'),
    discontinuedFrom: discontinued,
    active: values.active === undefined ? undefined : values.active === 'true',
    ...(stock !== undefined ? { stock } : {}),
  };
  return { values, positionals, changes };
}

const TYPES = ['PHYSICAL', 'DIGITAL', 'VVS'] as const;

const COMMANDS: CommandGroup['commands'] = {
  async 'rewards:add'(db, args, campaign) {
    const { values, changes } = parseFields(args);
    const type = TYPES.find((candidate) => candidate === values.type);
    if (!values.slug || !/^[a-z0-9-]{2,60}$/.test(values.slug))
      throw new OperatorError('--slug: 2–60 of a-z, 0-9 and -.');
    if (!values.name?.trim()) throw new OperatorError('--name needs a text.');
    if (!type) throw new OperatorError(`--type must be one of: ${TYPES.join(', ')}.`);
    if (changes.redeemPoints === undefined) throw new OperatorError('--points is required.');
    return addReward(
      db,
      campaign,
      {
        slug: values.slug,
        itemId: values.slug.toUpperCase(),
        itemName: values.name.trim(),
        itemDescription: changes.itemDescription ?? '',
        image: changes.image ?? '',
        type,
        redeemPoints: changes.redeemPoints,
        redeemPriceCents: changes.redeemPriceCents ?? 0,
        shippingChargeCents: changes.shippingChargeCents ?? 0,
        vendor: changes.vendor ?? '',
        userTier: changes.userTier ?? null,
        stock: changes.stock ?? null,
        perMemberLimit: changes.perMemberLimit ?? null,
        discontinuedFrom: changes.discontinuedFrom ?? null,
        sortOrder: 1000,
      },
      operatorName(values.operator),
    );
  },
  async 'rewards:edit'(db, args, campaign) {
    const { values, positionals, changes } = parseFields(args);
    const [slug] = positionals;
    if (!slug) throw new OperatorError('Give the reward: rewards:edit <slug> --stock 20.');
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    return editReward(db, campaign, slug, given, operatorName(values.operator));
  },
  async 'rewards:text'(db, args, campaign) {
    const { values, positionals } = parseArgs({
      args,
      options: {
        lang: { type: 'string' },
        name: { type: 'string' },
        description: { type: 'string' },
        operator: { type: 'string' },
      },
      allowPositionals: true,
    });
    const [slug] = positionals;
    if (!slug) throw new OperatorError('Give the reward: rewards:text <slug> --lang fr --name <text>.');
    const change = { itemName: values.name, itemDescription: values.description };
    return setRewardText(db, campaign, { slug, language: values.lang ?? '', change }, operatorName(values.operator));
  },
  async 'rewards:import-codes'(db, args, campaign) {
    const { values, positionals } = parseArgs({
      args,
      options: { operator: { type: 'string' } },
      allowPositionals: true,
    });
    const [slug, file] = positionals;
    if (!slug || !file)
      throw new OperatorError('Give the reward and the file: rewards:import-codes <slug> <file.csv>.');
    return importCodes(db, campaign, slug, await readFile(file, 'utf8'), operatorName(values.operator));
  },
  async 'orders:ship'(db, args) {
    const { values, positionals } = parseArgs({
      args,
      options: { tracking: { type: 'string' }, operator: { type: 'string' } },
      allowPositionals: true,
    });
    const [orderNo] = positionals;
    if (!orderNo || !values.tracking?.trim()) throw new OperatorError('Give the order and --tracking <number>.');
    return shipOrder(
      db,
      { orderNo, tracking: values.tracking.trim(), operator: operatorName(values.operator) },
      orderNotifier(db),
    );
  },
  async 'orders:cancel'(db, args) {
    const { values, positionals } = parseArgs({
      args,
      options: { reason: { type: 'string' }, refunded: { type: 'boolean' }, operator: { type: 'string' } },
      allowPositionals: true,
    });
    const [orderNo] = positionals;
    if (!orderNo || !values.reason?.trim()) throw new OperatorError('Give the order and --reason <text>.');
    return cancelOrder(db, {
      orderNo,
      reason: values.reason.trim(),
      operator: operatorName(values.operator),
      refunded: values.refunded === true,
    });
  },
  async 'orders:payment'(db, args) {
    const { values, positionals } = parseArgs({
      args,
      options: {
        paid: { type: 'boolean' },
        failed: { type: 'boolean' },
        transaction: { type: 'string' },
        operator: { type: 'string' },
      },
      allowPositionals: true,
    });
    const [orderNo] = positionals;
    if (!orderNo || values.paid === values.failed)
      throw new OperatorError('Give the order and one of --paid or --failed.');
    return settlePayment(
      db,
      {
        orderNo,
        outcome: values.paid ? 'SUCCESS' : 'FAILED',
        ...(values.transaction?.trim() ? { transactionId: values.transaction.trim() } : {}),
        operator: operatorName(values.operator),
        paymentTimeoutMinutes: loadRewardsSettings().paymentTimeoutMinutes,
      },
      orderNotifier(db),
    );
  },
  async 'orders:expire'(db) {
    return `Cancelled ${await expireUnpaidOrders(db)} unpaid orders past their deadline.`;
  },
};

/** Rewards, digital codes and orders (docs/product/rewards.md). */
export const rewardCommands: CommandGroup = { usage: USAGE, commands: COMMANDS };
