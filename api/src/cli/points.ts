import { parseArgs } from 'node:util';
import { counted } from '../platform/counted';
import { findMemberIdByEmail } from '../modules/identity';
import {
  AlreadyCreditedError,
  type BalanceDifference,
  type OperatorEntry,
  ReversalRefusedError,
  creditMember,
  findBalanceDifferences,
  memberLedger,
  reverseEntry,
} from '../modules/points';
import {
  asUsage,
  CheckFailed,
  type CommandGroup,
  noExtraPositionals,
  operatorName,
  optionalText,
  pointsOption,
  textOption,
  UsageError,
  wholeNumber,
} from './command';

/** A reason kept with a movement, for the operators who read the ledger. */
const REASON_MAX_LENGTH = 500;
/** A credit's reference, as an operator can sensibly paste it (a ticket number). */
const REF_MAX = 100;

function describeDifference(d: BalanceDifference): string {
  return (
    `${d.email} (${d.memberId}): balance ${d.pointBalance}, ledger ${d.ledgerBalance}; ` +
    `lifetime ${d.lifetimePoints}, ledger ${d.ledgerLifetime}`
  );
}

/** Who moved an entry: the member, the programme's rules (system), or the operator by name. */
const actorOf = (e: OperatorEntry) => (e.actor_type === 'operator' ? `by ${e.actor_name}` : `by ${e.actor_type}`);

/** One line per entry: its id (what points:reverse takes), when, the movement, and what it was. */
function describeEntry(e: OperatorEntry): string {
  const movement = `${e.entry === 'credit' ? '+' : '-'}${e.points}`;
  const links = [
    e.reverses !== null ? `reverses #${e.reverses}` : '',
    e.reversed_by !== null ? `reversed by #${e.reversed_by}` : '',
  ].filter(Boolean);
  const reason = e.description ? `  "${e.description}"` : '';
  return (
    `#${e.id}  ${e.created_at.toISOString()}  ${movement.padStart(7)} → ${String(e.balance_after).padEnd(7)}` +
    `${e.source.padEnd(15)} ${e.name}${reason}  ${actorOf(e)}${links.length ? `  (${links.join(', ')})` : ''}`
  );
}

/** An operator's points by hand, their correction, a member's ledger, and the ledger check. */
export const pointsCommands: CommandGroup = {
  usage: `
  points:credit --member <email> --points <N> --reason <text> [--ref <reference>] [--operator <name>]
                                            credit 1-100000 points to a member (through the ledger);
                                            run again with the same --ref, it credits nothing
  points:history --member <email> [--limit <N>]
                                            a member's latest ledger entries, newest first, with
                                            their ids (N 1-1000, default 20)
  points:reverse --entry <id> --reason <text> [--operator <name>]
                                            undo a wrong credit or debit with an opposite entry
                                            (once; the member's history shows "Reversal: <name>";
                                            an order's points return with orders:cancel)
  points:verify                             recompute every balance and lifetime points from the
                                            ledger; list differences (exit 1 when any)`,
  commands: {
    async 'points:credit'(db, args) {
      const { values } = parseArgs({
        args,
        options: {
          member: { type: 'string' },
          points: { type: 'string' },
          reason: { type: 'string' },
          ref: { type: 'string' },
          operator: { type: 'string' },
        },
      });
      if (!values.member) throw new UsageError('--member <email> is required.');
      const points = pointsOption(values.points);
      const reason = textOption(values.reason, '--reason', REASON_MAX_LENGTH);
      const ref = optionalText(values.ref, '--ref', REF_MAX);
      const operator = operatorName(values.operator);
      const member = await findMemberIdByEmail(db, values.member);
      if (!member) throw new UsageError(`No member with the e-mail ${values.member}.`);
      // A retry with the same --ref is refused (exit 2), naming the entry it credited the first time.
      const balance = await asUsage(
        () => creditMember(db, { memberId: member.id, points, reason, operator, ...(ref ? { ref } : {}) }),
        AlreadyCreditedError,
      );
      return `Credited ${counted(points, 'point')} to ${values.member}; balance now ${balance}.`;
    },
    async 'points:history'(db, args) {
      const { values } = parseArgs({ args, options: { member: { type: 'string' }, limit: { type: 'string' } } });
      if (!values.member) throw new UsageError('--member <email> is required.');
      const limit = values.limit === undefined ? 20 : wholeNumber(values.limit, '--limit', { min: 1, max: 1000 });
      const member = await findMemberIdByEmail(db, values.member);
      if (!member) throw new UsageError(`No member with the e-mail ${values.member}.`);
      const { rows, total, balance, lifetime } = await memberLedger(db, member.id, limit);
      const entries = counted(total, 'ledger entry', 'ledger entries');
      const head = `${values.member}: balance ${balance}, lifetime ${lifetime}; ${entries}`;
      if (total === 0) return `${head}.`;
      const shown = rows.length < total ? `, the latest ${rows.length} shown` : '';
      return [`${head}${shown}, newest first:`, ...rows.map(describeEntry)].join('\n');
    },
    async 'points:reverse'(db, args) {
      const { values } = parseArgs({
        args,
        options: { entry: { type: 'string' }, reason: { type: 'string' }, operator: { type: 'string' } },
      });
      const entryId = wholeNumber(values.entry, '--entry', { min: 1 });
      const reason = textOption(values.reason, '--reason', REASON_MAX_LENGTH);
      const operator = operatorName(values.operator);
      const { original, reversalId, balance } = await asUsage(
        () => reverseEntry(db, { entryId, reason, operator }),
        ReversalRefusedError,
      );
      const undone = original.entry === 'credit' ? 'took back' : 'returned';
      return (
        `Reversed entry ${entryId} with entry ${reversalId}: ${undone} ${counted(original.points, 'point')} ` +
        `(${original.name}) for ${original.email}; balance now ${balance}.`
      );
    },
    async 'points:verify'(db, args) {
      noExtraPositionals(args, 0, 'points:verify (no arguments).');
      const differences = await findBalanceDifferences(db);
      if (differences.length === 0) return 'Every balance and lifetime total matches the ledger.';
      throw new CheckFailed(differences.map(describeDifference).join('\n'));
    },
  },
};
