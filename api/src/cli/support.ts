import { parseArgs } from 'node:util';
import type { Db } from '../db/db';
import { findMemberIdByEmail } from '../modules/identity';
import { type MailOutcome, createMailer, loadMailSettings } from '../modules/mail';
import {
  createSupportOperator,
  describeQueue,
  describeTicket,
  isTicketStatus,
  loadSupportSettings,
} from '../modules/support';
import {
  type CommandGroup,
  OPERATOR_NAME_MAX,
  operatorName,
  type StringOptions,
  textOption,
  UsageError,
} from './command';

/** What the reply's line adds about its mail: a refused one is recorded, and the API sends it later (decision 118). */
const MAIL_NOTE: Record<MailOutcome, string> = {
  sent: '',
  kept: '',
  queued: ' The mail server refused the mail: it waits in the outbox and the API tries it again. Do not reply twice.',
};

/** The longest reply a ticket's message keeps (its column). */
const REPLY_MAX = 20_000;

const STATUS_USAGE = 'The status must be one of: active, on-hold, waiting, solved, closed.';

const supportOperator = (db: Db) =>
  createSupportOperator({
    db,
    mailer: createMailer(db, loadMailSettings()),
    portalUrl: loadSupportSettings().portalUrl,
  });

function ticketArgs<O extends StringOptions>(args: string[], options: O) {
  return parseArgs({ args, options: { ticket: { type: 'string' }, agent: { type: 'string' }, ...options } }).values as {
    ticket?: string;
    agent?: string;
  } & { [K in keyof O]?: string };
}

/** The ticket number given with --ticket. */
function ticketNumber(value: string | undefined): number {
  const ticket = /^\d{1,9}$/.test(value ?? '') ? Number(value) : 0;
  if (ticket < 1) throw new UsageError('--ticket needs a ticket number.');
  return ticket;
}

/** The ticket number, and the agent: --agent, else the system user running the command. */
function ticketAndAgent(values: { ticket?: string; agent?: string }): { ticket: number; agent: string } {
  return { ticket: ticketNumber(values.ticket), agent: operatorName(values.agent, '--agent') };
}

/** The agents' side of the help desk (docs/product/support.md). */
export const supportCommands: CommandGroup = {
  usage: `
  support:tickets [--status <status>] [--member <email>]
                                            the agents' queue: open first, high priority first
  support:ticket --ticket <id>              one ticket: its messages and what agents did, oldest first
  support:reply --ticket <id> --html <html> [--status <status>] [--agent <name>]
                                            answer a ticket (mails and notifies the member);
                                            status waiting unless given; a closed ticket
                                            reopens only with --status
  support:status --ticket <id> --status <active|on-hold|waiting|solved|closed> [--agent <name>]
  support:assign --ticket <id> --to <name> [--agent <name>]`,
  commands: {
    async 'support:tickets'(db, args) {
      const { values } = parseArgs({ args, options: { status: { type: 'string' }, member: { type: 'string' } } });
      if (values.status !== undefined && !isTicketStatus(values.status)) throw new UsageError(STATUS_USAGE);
      // "No tickets." for a mistyped address would read as a member who never wrote.
      if (values.member && !(await findMemberIdByEmail(db, values.member)))
        throw new UsageError(`No member with the e-mail ${values.member}.`);
      const rows = await supportOperator(db).queue({
        ...(values.status ? { status: values.status } : {}),
        ...(values.member ? { email: values.member } : {}),
      });
      return describeQueue(rows);
    },
    async 'support:ticket'(db, args) {
      const { values } = parseArgs({ args, options: { ticket: { type: 'string' } } });
      return describeTicket(await supportOperator(db).ticket(ticketNumber(values.ticket)));
    },
    async 'support:reply'(db, args) {
      const values = ticketArgs(args, { html: { type: 'string' }, status: { type: 'string' } });
      const html = textOption(values.html, '--html', REPLY_MAX);
      if (values.status !== undefined && !isTicketStatus(values.status)) throw new UsageError(STATUS_USAGE);
      const { ticket, agent } = ticketAndAgent(values);
      const mail = await supportOperator(db).reply({
        ticketId: ticket,
        agent,
        html,
        ...(values.status ? { status: values.status } : {}),
      });
      const status = values.status ?? 'waiting';
      return `Replied to ticket ${ticket} as ${agent}; it is now ${status}, and the member was notified.${MAIL_NOTE[mail]}`;
    },
    async 'support:status'(db, args) {
      const values = ticketArgs(args, { status: { type: 'string' } });
      if (!isTicketStatus(values.status)) throw new UsageError(STATUS_USAGE);
      const { ticket, agent } = ticketAndAgent(values);
      if (!(await supportOperator(db).setStatus(ticket, values.status, agent)))
        return `Ticket ${ticket} is ${values.status} already; nothing changed.`;
      return `Ticket ${ticket} is now ${values.status} (${agent}).`;
    },
    async 'support:assign'(db, args) {
      const values = ticketArgs(args, { to: { type: 'string' } });
      const assignee = textOption(values.to, '--to', OPERATOR_NAME_MAX);
      const { ticket, agent } = ticketAndAgent(values);
      if (!(await supportOperator(db).assign(ticket, assignee, agent)))
        return `Ticket ${ticket} is assigned to ${assignee} already; nothing changed.`;
      return `Ticket ${ticket} is assigned to ${assignee} (${agent}).`;
    },
  },
};
