import { parseArgs } from 'node:util';
import { isHttpsAddress, isPortalPath } from '../platform/addresses';
import { findMemberById } from '../modules/identity';
import { inEveryLanguage, sendNotification } from '../modules/notification';
import {
  OperatorError,
  type OrderNotifier,
  type RewardFields,
  addReward,
  cancelOrder,
  describeAudit,
  editReward,
  expireUnpaidOrders,
  importCodes,
  loadRewardsSettings,
  setRewardText,
  settlePayment,
  shipOrder,
} from '../modules/rewards';
import {
  type CommandGroup,
  booleanOption,
  clearableText,
  isoDate,
  noExtraPositionals,
  operatorName,
  optionalText,
  POINTS_MAX,
  readOperatorFile,
  textOption,
  wholeNumber,
} from './command';
import { counted } from '../platform/counted';

const USAGE = `
  rewards:add --slug <s> --name <text> --type <PHYSICAL|DIGITAL|VVS> --points <N> [--price <$>]
      [--shipping <$>] [--stock <N>] [--description <text>] [--vendor <text>] [--tier <N>]
      [--limit <N>] [--image <url>] [--operator <name>]     add a reward to the campaign
  rewards:edit <slug> [--name ..] [--points N] [--price $] [--shipping $] [--stock N|unlimited]
      [--tier N] [--limit N] [--image <url>|none] [--active true|false] [--discontinued <ISO>|none]
      [--operator <name>]                   change at least one field of a reward (points 0-100000;
                                            --discontinued none clears the date; an image is a path
                                            of the portal or https://, none shows the type's own)
  rewards:text <slug> --lang <fr|es> [--name <text>] [--description <text>] [--operator <name>]
                                            set a reward's French or Spanish text; an empty one
                                            removes it (members read English)
  rewards:import-codes <slug> <file.csv> [--operator <name>]
                                            add digital codes (header: code), each handed out once
  orders:ship <orderNo> --tracking <number> [--operator <name>]
                                            mark a confirmed order shipped; the member is notified
  orders:cancel <orderNo> --reason <text> [--refunded] [--operator <name>]
                                            cancel an order; its points return through the ledger;
                                            the member is notified with the reason (a paid order:
                                            refund it in the gateway, then --refunded)
  orders:payment <orderNo> --paid|--failed [--transaction <id>] [--operator <name>]
                                            settle a payment the portal could not confirm, as the
                                            gateway's console shows it; the member is notified (a
                                            failed one may be paid again within the payment timeout)
  orders:expire                             cancel unpaid physical orders past their deadline now
  rewards:history <orderNo|slug>            what was done to an order or a reward: when, by whom, what`;

/** A notice on the member's bell, in each language, leading to My Rewards; written in the order's transaction. */
const orderNotifier: OrderNotifier = async (db, memberId, message) => {
  const member = await findMemberById(db, memberId);
  if (member)
    await sendNotification(db, {
      to: { email: member.email },
      type: 'web',
      ...inEveryLanguage(message),
      route: '/my-rewards',
    });
};

/** How long a reward's name, description and vendor, a tracking number and a cancellation's reason may be. */
const NAME_MAX = 100;
const DESCRIPTION_MAX = 2_000;
const TRACKING_MAX = 100;
const CANCEL_REASON_MAX = 300;

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

function whole(
  value: string | undefined,
  flag: string,
  range: { min?: number; max?: number } = {},
): number | undefined {
  return value === undefined ? undefined : wholeNumber(value, flag, range);
}

/** A whole number, or "none" to clear it (no tier asked, no limit per member). */
function wholeOrNone(value: string | undefined, flag: string, min: number): number | null | undefined {
  return value === 'none' ? null : whole(value, flag, { min });
}

/** Dollars and cents, digits only: Number() alone takes "1e2" and "0x10". */
function cents(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(value) || Number(value) > 100_000)
    throw new OperatorError(`${flag} must be an amount such as 4.99 (at most 100000).`);
  return Math.round(Number(value) * 100);
}

/** The longest picture address a reward keeps: a signed CDN link fits, a pasted page does not. */
const IMAGE_MAX = 2000;

/**
 * A reward's picture: a path of the portal or an https address; "none" clears it, and members see
 * the picture of the reward's type (mapping.ts). Anything else ("javascript:", "http:", a typo)
 * would be a broken or unsafe picture on every member's page.
 */
function imageOption(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value === 'none') return '';
  if (value.length > IMAGE_MAX) throw new OperatorError(`--image takes at most ${IMAGE_MAX} characters.`);
  if (isPortalPath(value) || isHttpsAddress(value)) return value;
  throw new OperatorError(
    '--image must be a path of the portal such as /images/mug.webp, an https:// address, or none.',
  );
}

/** An ISO date, or "none" to clear it (the reward is no longer discontinued). */
function discontinuedFrom(value: string | undefined): Date | null | undefined {
  if (value === undefined) return undefined;
  return value === 'none' ? null : isoDate(value, '--discontinued');
}

function parseFields(args: string[]) {
  const { values, positionals } = parseArgs({ args, options: FIELDS, allowPositionals: true });
  const stock = values.stock === 'unlimited' ? null : whole(values.stock, '--stock');
  const changes: Partial<RewardFields & { active: boolean }> = {
    itemName: optionalText(values.name, '--name', NAME_MAX),
    itemDescription: clearableText(values.description, '--description', DESCRIPTION_MAX),
    image: imageOption(values.image),
    vendor: clearableText(values.vendor, '--vendor', NAME_MAX),
    redeemPoints: whole(values.points, '--points', { max: POINTS_MAX }),
    redeemPriceCents: cents(values.price, '--price'),
    shippingChargeCents: cents(values.shipping, '--shipping'),
    userTier: wholeOrNone(values.tier, '--tier', 0),
    perMemberLimit: wholeOrNone(values.limit, '--limit', 1),
    discontinuedFrom: discontinuedFrom(values.discontinued),
    active: values.active === undefined ? undefined : booleanOption(values.active, '--active'),
    ...(stock !== undefined ? { stock } : {}),
  };
  return { values, positionals, changes };
}

const TYPES = ['PHYSICAL', 'DIGITAL', 'VVS'] as const;

const COMMANDS: CommandGroup['commands'] = {
  async 'rewards:add'(db, args, campaign) {
    const { values, positionals, changes } = parseFields(args);
    noExtraPositionals(positionals, 0, 'rewards:add --slug <s> --name <text> --type <type> --points <N> ….');
    const type = TYPES.find((candidate) => candidate === values.type);
    if (!values.slug || !/^[a-z0-9-]{2,60}$/.test(values.slug))
      throw new OperatorError('--slug: 2–60 of a-z, 0-9 and -.');
    if (!changes.itemName) throw new OperatorError('--name needs a text.');
    if (!type) throw new OperatorError(`--type must be one of: ${TYPES.join(', ')}.`);
    if (changes.redeemPoints === undefined) throw new OperatorError('--points is required.');
    return addReward(
      db,
      campaign,
      {
        slug: values.slug,
        itemId: values.slug.toUpperCase(),
        itemName: changes.itemName,
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
        active: changes.active ?? true,
      },
      operatorName(values.operator),
    );
  },
  async 'rewards:edit'(db, args, campaign) {
    const { values, positionals, changes } = parseFields(args);
    noExtraPositionals(positionals, 1, 'rewards:edit <slug> --stock 20.');
    const [slug] = positionals;
    if (!slug) throw new OperatorError('Give the reward: rewards:edit <slug> --stock 20.');
    // Orders keep the reward's type and id: a reward of another type is a new reward.
    if (values.type !== undefined || values.slug !== undefined)
      throw new OperatorError('A reward keeps its --type and --slug: add a new reward with rewards:add instead.');
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
    noExtraPositionals(positionals, 1, 'rewards:text <slug> --lang fr --name <text>.');
    const [slug] = positionals;
    if (!slug) throw new OperatorError('Give the reward: rewards:text <slug> --lang fr --name <text>.');
    // Empty removes a translation (members read English again), so only the length is checked here.
    const change = {
      itemName: clearableText(values.name, '--name', NAME_MAX),
      itemDescription: clearableText(values.description, '--description', DESCRIPTION_MAX),
    };
    return setRewardText(db, campaign, { slug, language: values.lang ?? '', change }, operatorName(values.operator));
  },
  async 'rewards:import-codes'(db, args, campaign) {
    const { values, positionals } = parseArgs({
      args,
      options: { operator: { type: 'string' } },
      allowPositionals: true,
    });
    noExtraPositionals(positionals, 2, 'rewards:import-codes <slug> <file.csv>.');
    const [slug, file] = positionals;
    if (!slug || !file)
      throw new OperatorError('Give the reward and the file: rewards:import-codes <slug> <file.csv>.');
    return importCodes(db, campaign, slug, await readOperatorFile(file), operatorName(values.operator));
  },
  async 'orders:ship'(db, args) {
    const { values, positionals } = parseArgs({
      args,
      options: { tracking: { type: 'string' }, operator: { type: 'string' } },
      allowPositionals: true,
    });
    noExtraPositionals(positionals, 1, 'orders:ship <orderNo> --tracking <number>.');
    const [orderNo] = positionals;
    if (!orderNo) throw new OperatorError('Give the order and --tracking <number>.');
    const tracking = textOption(values.tracking, '--tracking', TRACKING_MAX);
    return shipOrder(db, { orderNo, tracking, operator: operatorName(values.operator) }, orderNotifier);
  },
  async 'orders:cancel'(db, args) {
    const { values, positionals } = parseArgs({
      args,
      options: { reason: { type: 'string' }, refunded: { type: 'boolean' }, operator: { type: 'string' } },
      allowPositionals: true,
    });
    noExtraPositionals(positionals, 1, 'orders:cancel <orderNo> --reason <text> [--refunded].');
    const [orderNo] = positionals;
    if (!orderNo) throw new OperatorError('Give the order and --reason <text>.');
    const reason = textOption(values.reason, '--reason', CANCEL_REASON_MAX);
    return cancelOrder(
      db,
      {
        orderNo,
        reason,
        operator: operatorName(values.operator),
        refunded: values.refunded === true,
      },
      orderNotifier,
    );
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
    noExtraPositionals(positionals, 1, 'orders:payment <orderNo> --paid|--failed [--transaction <id>].');
    const [orderNo] = positionals;
    if (!orderNo || values.paid === values.failed)
      throw new OperatorError('Give the order and one of --paid or --failed.');
    return settlePayment(
      db,
      {
        orderNo,
        outcome: values.paid ? 'SUCCESS' : 'FAILED',
        ...(values.transaction?.trim()
          ? { transactionId: textOption(values.transaction, '--transaction', NAME_MAX) }
          : {}),
        operator: operatorName(values.operator),
        paymentTimeoutMinutes: loadRewardsSettings().paymentTimeoutMinutes,
      },
      orderNotifier,
    );
  },
  async 'rewards:history'(db, args) {
    const { positionals } = parseArgs({ args, allowPositionals: true });
    noExtraPositionals(positionals, 1, 'rewards:history <orderNo|slug>.');
    const [subject] = positionals;
    if (!subject) throw new OperatorError('Give an order number or a reward slug.');
    return describeAudit(db, subject);
  },
  async 'orders:expire'(db, args) {
    noExtraPositionals(args, 0, 'orders:expire (no arguments).');
    return `Cancelled ${counted(await expireUnpaidOrders(db), 'unpaid order')} past their deadline.`;
  },
};

/** Rewards, digital codes and orders (docs/product/rewards.md). */
export const rewardCommands: CommandGroup = { usage: USAGE, commands: COMMANDS };
