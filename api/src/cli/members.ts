import { parseArgs } from 'node:util';
import { isPortalPath } from '../platform/addresses';
import {
  MemberStatusError,
  findMemberByEmail,
  findMemberIdByEmail,
  reinstateMember,
  statusChanges,
  suspendMember,
} from '../modules/identity';
import { sendNotification } from '../modules/notification';
import { recentOperatorActions } from '../modules/operator-log';
import { CsvError, importStoreCustomers } from '../modules/store-customer';
import {
  asUsage,
  type CommandGroup,
  oneOf,
  operatorName,
  optionalText,
  operatorPath,
  readOperatorFile,
  textOption,
  UsageError,
  valueAndOperator,
  wholeNumber,
} from './command';

/** A reason kept with a change of status; a notice's line as the bell holds it. */
const REASON_MAX_LENGTH = 500;
const NOTICE_MESSAGE_MAX = 500;
/** A notice's rich text, as an operator can sensibly paste it. */
const NOTICE_HTML_MAX = 20_000;

/** The member and the reason of a change of status, as the operator gave them. */
function statusArgs(args: string[]): { email: string; reason: string; operator: string } {
  const { values } = parseArgs({
    args,
    options: { member: { type: 'string' }, reason: { type: 'string' }, operator: { type: 'string' } },
  });
  if (!values.member) throw new UsageError('--member <email> is required.');
  if (!values.reason?.trim()) throw new UsageError('--reason needs a text: it is kept with the change.');
  const reason = textOption(values.reason, '--reason', REASON_MAX_LENGTH);
  return { email: values.member, reason, operator: operatorName(values.operator) };
}

/** Notifications, members' suspension, the operators' log and the store's customer list. */
export const memberCommands: CommandGroup = {
  usage: `
  notify --all|--member <email> --type <web|popup> --message <text> [--html <html>] [--route </path>]
         [--operator <name>]
                                            send a notification to every member or to one
  members:suspend --member <email> --reason <text> [--operator <name>]
                                            stop a member signing in and end their sessions
  members:reinstate --member <email> --reason <text> [--operator <name>]
                                            let a suspended member sign in again
  members:status --member <email>           a member's status and who changed it, when and why
  operators:log [--limit <N>]               the latest notifications sent, texts changed, codes and
                                            customers imported and contest changes, with who did it
                                            (default 20)
  store-customers:import <file.csv> [--operator <name>]
                                            add or update the store's age-verified customers
                                            (header: email[,first_name,last_name,age_verified])`,
  commands: {
    async 'store-customers:import'(db, args) {
      const usage = 'store-customers:import <file.csv> [--operator <name>].';
      const { value: file, operator } = valueAndOperator(args, usage);
      if (!file) throw new UsageError(`Give the CSV file: ${usage}`);
      const text = await readOperatorFile(file);
      return asUsage(() => importStoreCustomers(db, { file: operatorPath(file), text }, operator), CsvError);
    },
    async notify(db, args) {
      const { values } = parseArgs({
        args,
        options: {
          all: { type: 'boolean' },
          member: { type: 'string' },
          type: { type: 'string' },
          message: { type: 'string' },
          html: { type: 'string' },
          route: { type: 'string' },
          operator: { type: 'string' },
        },
      });
      if (Boolean(values.all) === Boolean(values.member))
        throw new UsageError('Give exactly one of --all or --member <email>.');
      const type = oneOf(values.type, ['web', 'popup'] as const, 'type');
      const message = textOption(values.message, '--message', NOTICE_MESSAGE_MAX);
      const html = optionalText(values.html, '--html', NOTICE_HTML_MAX);
      const operator = operatorName(values.operator);
      if (values.route !== undefined && !isPortalPath(values.route))
        throw new UsageError('--route must be a path of the portal such as /rewards (no "//", "\\", ":" or space).');
      // The notification module would refuse an unknown e-mail with a plain error (exit 1): ask first.
      if (values.member && !(await findMemberIdByEmail(db, values.member)))
        throw new UsageError(`No member with the e-mail ${values.member}.`);
      const id = await sendNotification(db, {
        to: values.member ? { email: values.member } : 'all',
        type,
        shortMessage: message,
        ...(html ? { richTextMsg: html } : {}),
        ...(values.route ? { route: values.route } : {}),
        operator,
      });
      return `Sent ${type} notification ${id} to ${values.member ?? 'every member'}.`;
    },
    async 'members:suspend'(db, args) {
      const change = statusArgs(args);
      await asUsage(() => suspendMember(db, change), MemberStatusError);
      return `Suspended ${change.email}: they cannot sign in, and their sessions have ended.`;
    },
    async 'members:reinstate'(db, args) {
      const change = statusArgs(args);
      const status = await asUsage(() => reinstateMember(db, change), MemberStatusError);
      return `Reinstated ${change.email}; status now ${status}.`;
    },
    async 'members:status'(db, args) {
      const { values } = parseArgs({ args, options: { member: { type: 'string' } } });
      if (!values.member) throw new UsageError('--member <email> is required.');
      const email = values.member;
      const changes = await asUsage(() => statusChanges(db, email), MemberStatusError);
      const member = await findMemberByEmail(db, email);
      const lines = changes.map(
        (c) => `${c.created_at.toISOString()}  ${c.from_status} → ${c.to_status}  by ${c.operator}: ${c.reason}`,
      );
      return [`${email} is ${member?.status ?? 'unknown'}.`, ...lines].join('\n');
    },
    async 'operators:log'(db, args) {
      const { values } = parseArgs({ args, options: { limit: { type: 'string' } } });
      const limit = values.limit === undefined ? 20 : wholeNumber(values.limit, '--limit', { min: 1, max: 1000 });
      const actions = await recentOperatorActions(db, limit);
      if (actions.length === 0) return 'No operator action logged yet.';
      return actions
        .map(
          (a) =>
            `${a.created_at.toISOString()}  ${a.operator}  ${a.action} ${a.subject}${a.detail ? `  ${a.detail}` : ''}`,
        )
        .join('\n');
    },
  },
};
