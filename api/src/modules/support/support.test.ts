import type {
  ContactResult,
  Envelope,
  NotificationPage,
  SupportTicketDetail,
  SupportTicketPage,
} from '@portal/kit/contracts';
import { type SignedInMember, signedInMember } from '../../test/member';
import { type TestApp, createTestApp } from '../../test/test-app';
import type { Transporter } from 'nodemailer';
import { createMailer, loadMailSettings } from '../mail';
import { sendNotification } from '../notification';
import { suspendMember } from '../identity';
import { SupportOperatorError, createSupportOperator, describeTicket } from '.';

let t: TestApp;
let dana: SignedInMember;
let eli: SignedInMember;

const XSS = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

const operator = () =>
  createSupportOperator({
    db: t.db,
    mailer: createMailer(t.db, loadMailSettings({})),
    portalUrl: 'http://portal.test',
  });

async function openTicket(member: SignedInMember, subject = 'My code was refused', message = 'It says wrong code.') {
  const response = await member.inject({ method: 'POST', url: '/s1/support/ticket', payload: { subject, message } });
  expect(response.statusCode).toBe(200);
  return response.json<Envelope<SupportTicketDetail>>().data!;
}

const list = async (member: SignedInMember) =>
  (await member.inject({ method: 'GET', url: '/s1/support/ticket?page=0&limit=5000' })).json<
    Envelope<SupportTicketPage>
  >().data!;

const read = (member: SignedInMember, id: number) => member.inject({ method: 'GET', url: `/s1/support/ticket/${id}` });

/** The newest of the member's bell items that leads to a route. */
const bellItem = async (member: SignedInMember, route: string) =>
  (await member.inject({ method: 'GET', url: '/s1/notification' }))
    .json<Envelope<NotificationPage>>()
    .data!.content.find((item) => item.route === route && item.shortMessage.startsWith('Our support team'));

const answer = (member: SignedInMember, ticketId: number, message: string) =>
  member.inject({ method: 'POST', url: '/s1/support/oreq', payload: { ticketId, message } });

const contact = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/s1/support/contact', payload, headers });

const lastMail = (to: string) =>
  t.db.maybeOne<{ subject: string; text_body: string }>(
    'select subject, text_body from mail_outbox where lower(to_address) = lower($1) order by id desc limit 1',
    [to],
  );

beforeAll(async () => {
  t = await createTestApp();
  dana = await signedInMember(t, { email: 'dana@example.com' });
  eli = await signedInMember(t, { email: 'eli@example.com' });
});
afterAll(() => t.close());

describe('tickets', () => {
  test('a new ticket starts active, holds the first message, and only its member lists it', async () => {
    const ticket = await openTicket(dana);
    expect(ticket).toMatchObject({
      subject: 'My code was refused',
      status: 'active',
      priority: 'normal',
      isRead: true,
    });
    expect(ticket.replies).toEqual([
      expect.objectContaining({ threadType: 'message', createdBy: { type: 'customers', name: expect.any(String) } }),
    ]);
    expect((await list(dana)).content.map((row) => row.id)).toContain(ticket.id);
    expect((await list(eli)).content.map((row) => row.id)).not.toContain(ticket.id);
  });

  test('tickets of Genius members (tier 4) carry high priority', async () => {
    const genius = await signedInMember(t, { email: 'genius@example.com', tier: 4 });
    expect((await openTicket(genius)).priority).toBe('high');
  });

  test("another member's ticket answers 404 like a missing one, to reading and to replying", async () => {
    const ticket = await openTicket(dana);
    for (const response of [await read(eli, ticket.id), await read(eli, 999_999)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'support.ticketNotFound', message: 'Ticket not found.' });
    }
    expect((await answer(eli, ticket.id, 'hijack')).statusCode).toBe(404);
    expect((await read(dana, ticket.id)).json<Envelope<SupportTicketDetail>>().data!.replies).toHaveLength(1);
  });

  test('an agent reply is recorded once and notified in the bell while the SMTP server is down; its mail waits', async () => {
    const ticket = await openTicket(dana, 'Is the mail down?');
    const refusing = {
      sendMail: async () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' })),
    } as unknown as Transporter;
    const down = createSupportOperator({
      db: t.db,
      mailer: createMailer(t.db, loadMailSettings({}), refusing),
      portalUrl: 'http://portal.test',
    });
    await expect(down.reply({ ticketId: ticket.id, agent: 'Sam', html: 'On its way.' })).resolves.toBe('queued');
    const replies = (await read(dana, ticket.id)).json<Envelope<SupportTicketDetail>>().data!.replies;
    expect(replies.filter((reply) => reply.htmlBody.includes('On its way.'))).toHaveLength(1);
    const bell = (await dana.inject({ method: 'GET', url: '/s1/notification' })).json<Envelope<NotificationPage>>();
    expect(bell.data!.content[0]!.shortMessage).toBe('Our support team replied to your ticket “Is the mail down?”.');
  });

  test('an agent reply waits on the customer, notifies in the bell and by mail, and is unread until opened', async () => {
    const ticket = await openTicket(dana, 'Where is my reward?');
    await operator().reply({ ticketId: ticket.id, agent: 'Sam (support)', html: '<p>It ships <b>today</b>.</p>' });

    const listed = (await list(dana)).content.find((row) => row.id === ticket.id)!;
    expect(listed).toMatchObject({ status: 'waiting', isRead: false, preview: 'It ships today.' });
    const bell = (await dana.inject({ method: 'GET', url: '/s1/notification' })).json<Envelope<NotificationPage>>();
    expect(bell.data!.content[0]).toMatchObject({
      shortMessage: 'Our support team replied to your ticket “Where is my reward?”.',
      route: `/help-desk/${ticket.id}`,
    });
    // In the language the member reads the portal in, whatever language the account was opened in.
    const inSpanish = await dana.inject({
      method: 'GET',
      url: '/s1/notification',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(inSpanish.json<Envelope<NotificationPage>>().data!.content[0]!.shortMessage).toBe(
      'Nuestro equipo de soporte respondió a tu solicitud «Where is my reward?».',
    );
    expect(await lastMail('dana@example.com')).toMatchObject({
      subject: `Re: Where is my reward? (ticket #${ticket.id})`,
      text_body: expect.stringContaining(`http://portal.test/help-desk/${ticket.id}`),
    });

    const opened = (await read(dana, ticket.id)).json<Envelope<SupportTicketDetail>>().data!;
    expect(opened.replies.map((reply) => reply.createdBy)).toEqual([
      { type: 'customers', name: expect.any(String) },
      { type: 'agent', name: 'Sam (support)' },
    ]);
    expect(opened.replies[1]!.htmlBody).toBe('<p>It ships <b>today</b>.</p>');
    expect((await list(dana)).content.find((row) => row.id === ticket.id)!.isRead).toBe(true);
    expect((await bellItem(dana, `/help-desk/${ticket.id}`))!.isRead).toBe(true);
  });

  test("opening a ticket reads only its own member's notifications of it, not a broadcast nor another ticket's", async () => {
    // A member of their own: the per-member limit of new tickets counts Dana's other tickets.
    const fay = await signedInMember(t, { email: 'fay@example.com' });
    const first = await openTicket(fay, 'First');
    const second = await openTicket(fay, 'Second');
    for (const ticket of [first, second]) await operator().reply({ ticketId: ticket.id, agent: 'Sam', html: 'Done.' });
    await sendNotification(t.db, {
      to: 'all',
      type: 'web',
      shortMessage: 'Help desk news',
      route: `/help-desk/${first.id}`,
    });

    expect((await read(eli, first.id)).statusCode).toBe(404);
    expect((await bellItem(fay, `/help-desk/${first.id}`))!.isRead).toBe(false);

    await read(fay, first.id);
    const bell = (await fay.inject({ method: 'GET', url: '/s1/notification' })).json<Envelope<NotificationPage>>();
    const unread = bell.data!.content.filter((item) => !item.isRead).map((item) => item.shortMessage);
    expect(unread).toContain('Help desk news');
    expect(unread).toContain('Our support team replied to your ticket “Second”.');
    expect(unread).not.toContain('Our support team replied to your ticket “First”.');
  });

  test('a member reply sets the ticket back to active; the agent may choose another status; closed takes no reply', async () => {
    const ticket = await openTicket(dana);
    await operator().reply({ ticketId: ticket.id, agent: 'Sam', html: 'Checking.', status: 'on-hold' });
    expect((await list(dana)).content.find((row) => row.id === ticket.id)!.status).toBe('on-hold');

    const replied = await answer(dana, ticket.id, 'Any news?');
    expect(replied.statusCode).toBe(200);
    expect(replied.json<Envelope<SupportTicketDetail>>().data).toMatchObject({ status: 'active' });

    await operator().setStatus(ticket.id, 'closed', 'Sam');
    const refused = await answer(dana, ticket.id, 'Hello?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'support.ticketClosed' });
  });

  test('an agent reopens a closed ticket only by naming its status; a bare reply changes nothing and tells no one', async () => {
    // A member of its own: each member may open only so many tickets an hour.
    const fay = await signedInMember(t, { email: 'fay@example.com' });
    const ticket = await openTicket(fay);
    await operator().setStatus(ticket.id, 'closed', 'Sam');
    const unreadBefore = await t.db.one<{ count: number }>('select count(*)::int as count from notification');

    await expect(operator().reply({ ticketId: ticket.id, agent: 'Sam', html: 'Late answer.' })).rejects.toThrow(
      SupportOperatorError,
    );
    expect((await list(fay)).content.find((row) => row.id === ticket.id)!.status).toBe('closed');
    expect(await t.db.one('select count(*)::int as count from notification')).toEqual(unreadBefore);
    const replies = await t.db.query('select body from support_reply where ticket_id = $1 and author_type = $2', [
      ticket.id,
      'agent',
    ]);
    expect(replies).toEqual([]);

    await operator().reply({ ticketId: ticket.id, agent: 'Sam', html: 'Reopened for you.', status: 'waiting' });
    expect((await list(fay)).content.find((row) => row.id === ticket.id)!.status).toBe('waiting');
    expect((await answer(fay, ticket.id, 'Thanks!')).statusCode).toBe(200);
  });

  test('every operator action records who did it', async () => {
    const ticket = await openTicket(dana);
    await operator().assign(ticket.id, 'Kim', 'Sam');
    await operator().reply({ ticketId: ticket.id, agent: 'Kim', html: 'Hi' });
    await operator().setStatus(ticket.id, 'solved', 'Kim');
    const actions = await t.db.query<{
      actor: string;
      action: string;
      status_from: string | null;
      status: string | null;
    }>(
      'select actor, action, status_from, status, detail from support_ticket_action where ticket_id = $1 order by id',
      [ticket.id],
    );
    expect(actions).toEqual([
      { actor: 'Sam', action: 'assign', status_from: null, status: null, detail: 'Kim' },
      { actor: 'Kim', action: 'reply', status_from: 'active', status: 'waiting', detail: null },
      { actor: 'Kim', action: 'status', status_from: 'waiting', status: 'solved', detail: null },
    ]);
    expect((await list(dana)).content.find((row) => row.id === ticket.id)!.assignedTo).toBe('Kim');
    // The same again changes nothing, so nothing more is recorded.
    await expect(operator().setStatus(ticket.id, 'solved', 'Lee')).resolves.toBe(false);
    await expect(operator().assign(ticket.id, 'Kim', 'Lee')).resolves.toBe(false);
    const after = await t.db.one<{ count: number }>(
      'select count(*)::int as count from support_ticket_action where ticket_id = $1',
      [ticket.id],
    );
    expect(after.count).toBe(3);
    await expect(operator().reply({ ticketId: 999_999, agent: 'Kim', html: 'x' })).rejects.toThrow('Ticket not found.');
  });

  test('markup in a subject and a reply is kept as text and answered escaped, never as markup', async () => {
    const ticket = await openTicket(dana, XSS, `line one\n${XSS}`);
    expect(ticket.subject).toBe(XSS);
    expect(ticket.replies[0]!.htmlBody).toBe(
      'line one<br>&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;&lt;script&gt;window.__pwned=2&lt;/script&gt;',
    );
    const stored = await t.db.one<{ body: string }>('select body from support_reply where ticket_id = $1', [ticket.id]);
    expect(stored.body).toBe(`line one\n${XSS}`);
  });

  test('control characters and direction overrides are not kept: an agent reads what the member typed', async () => {
    const ticket = await openTicket(eli, 'Invoice \u202Efdp.exe\u0007', 'Ring\u0007 \u001b[2J twice\u202E');
    expect(ticket.subject).toBe('Invoice fdp.exe');
    const stored = await t.db.one<{ body: string }>('select body from support_reply where ticket_id = $1', [ticket.id]);
    expect(stored.body).toBe('Ring [2J twice');
  });

  test('refuses blank and oversized text, absurd ids and anonymous callers', async () => {
    const blank = await dana.inject({
      method: 'POST',
      url: '/s1/support/ticket',
      payload: { subject: '  ', message: 'x' },
    });
    expect(blank.statusCode).toBe(400);
    // Invisible is blank too: a zero-width space, a bell.
    for (const payload of [
      { subject: 'Hello', message: '\u200b\u200b' },
      { subject: '\u0007', message: 'x' },
    ]) {
      expect((await eli.inject({ method: 'POST', url: '/s1/support/ticket', payload })).statusCode).toBe(400);
    }
    const huge = await dana.inject({
      method: 'POST',
      url: '/s1/support/ticket',
      payload: { subject: 's', message: 'x'.repeat(5001) },
    });
    expect(huge.statusCode).toBe(400);
    expect((await read(dana, 0)).statusCode).toBe(400);
    expect((await dana.inject({ method: 'GET', url: '/s1/support/ticket/1e300' })).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/s1/support/ticket' });
    expect(anonymous.statusCode).toBe(401);
  });

  test('parallel replies to one ticket all land, in order, with no server error', async () => {
    const ticket = await openTicket(dana);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => answer(dana, ticket.id, `reply ${i}`)));
    expect(answers.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const detail = (await read(dana, ticket.id)).json<Envelope<SupportTicketDetail>>().data!;
    expect(detail.replies).toHaveLength(9);
    expect(detail.status).toBe('active');
  });
});

describe('the contact form', () => {
  const message = { name: 'Ann Lee', email: 'ann@visitor.example', message: 'Do you ship to Ohio?' };

  test("a visitor's message is stored and mailed to the support address", async () => {
    const response = await contact(message);
    expect(response.statusCode).toBe(200);
    expect(response.json<Envelope<ContactResult>>()).toMatchObject({
      message: 'Thank you for contacting us. Your message has been successfully sent. We will contact you very soon!',
      data: { ticketId: null },
    });
    expect(await lastMail('support@vapor-rewards.example')).toMatchObject({
      subject: 'Contact form: message from Ann Lee',
      text_body: expect.stringContaining('Do you ship to Ohio?'),
    });
  });

  test('keeps letters and spaces of the name, as the form does, so no line or markup reaches the mail', async () => {
    // From an address of its own: the form's rate limit (5 a minute) is the other tests'.
    const from = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/s1/support/contact', payload, remoteAddress: '10.7.7.7' });
    const forged = { ...message, name: 'Eve\r\nBcc: victim@evil.example\r\n<b>X</b>' };
    expect((await from(forged)).statusCode).toBe(200);
    const mail = await lastMail('support@vapor-rewards.example');
    expect(mail).toMatchObject({ subject: 'Contact form: message from EveBcc victimevilexamplebXb' });
    expect(mail?.text_body).not.toMatch(/Bcc:|<b>/);
    const onlySymbols = await from({ ...message, name: '<>!!' });
    expect(onlySymbols.statusCode).toBe(400);
    expect(onlySymbols.json().errors).toEqual([
      { type: 'name', code: 'validation.contactNameRequired', message: 'Name is required.' },
    ]);
  });

  test("a suspended member's token is refused (401), and opens no ticket in their account", async () => {
    const suspended = await signedInMember(t);
    await suspendMember(t.db, { email: suspended.email, reason: 'Abuse', operator: 'Sam' });
    const response = await contact(message, { authorization: `Bearer ${suspended.accessToken}` });
    expect(response.statusCode).toBe(401);
    expect(
      await t.db.one('select count(*)::int as n from support_ticket where member_id = $1', [suspended.id]),
    ).toEqual({
      n: 0,
    });
  });

  test("a member's message becomes one of their tickets", async () => {
    const response = await contact(message, { authorization: `Bearer ${eli.accessToken}` });
    const { ticketId } = response.json<Envelope<ContactResult>>().data!;
    expect(ticketId).toEqual(expect.any(Number));
    expect((await list(eli)).content.find((row) => row.id === ticketId)).toMatchObject({
      subject: 'Do you ship to Ohio?',
      status: 'active',
    });
  });

  test('answers each broken rule with the form’s message', async () => {
    const response = await contact({ name: ' ', email: 'nope', message: 'hi' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { type: 'name', code: 'validation.contactNameRequired', message: 'Name is required.' },
      { type: 'email', code: 'validation.email', message: 'Please enter a valid email address.' },
      {
        type: 'message',
        code: 'validation.contactMessageMin',
        message: 'Please enter a valid at least 3 characters message.',
      },
    ]);
    const empty = await contact({ name: 'Ann', email: '', message: '' });
    expect(empty.json().errors.map((error: { message: string }) => error.message)).toEqual([
      'Email is required.',
      'Message is required.',
    ]);
  });

  test('asks for the captcha when the campaign turns it on', async () => {
    await t.db.query(
      `update campaign set config = jsonb_set(config, '{captchaConfig,supportCaptcha}', 'true') where slug = 'demo'`,
    );
    try {
      const response = await contact(message);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { type: 'captchaVal', code: 'validation.contactCaptcha', message: 'Please check Captcha' },
      ]);
    } finally {
      await t.db.query(
        `update campaign set config = jsonb_set(config, '{captchaConfig,supportCaptcha}', 'false') where slug = 'demo'`,
      );
    }
  });

  test('keeps a hostile message as the text that was typed', async () => {
    await contact({ ...message, message: XSS });
    const row = await t.db.one<{ message: string }>('select message from contact_message order by id desc limit 1');
    expect(row.message).toBe(XSS);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    Object.assign(process.env, { CONTACT_RATE_LIMIT_PER_MINUTE: '3', TICKET_RATE_LIMIT_PER_MINUTE: '2' });
    limited = await createTestApp();
  });
  afterAll(async () => {
    delete process.env.CONTACT_RATE_LIMIT_PER_MINUTE;
    delete process.env.TICKET_RATE_LIMIT_PER_MINUTE;
    await limited.close();
  });

  test('past the limit of contact messages from one address the next get 429 with a clear message', async () => {
    // Sequential: the in-memory counter answers a same-tick burst with its final count (fails closed).
    const payload = { name: 'Ann', email: 'ann@visitor.example', message: 'Hello there' };
    const codes: number[] = [];
    let refused;
    for (let i = 0; i < 5; i += 1) {
      const response = await limited.app.inject({ method: 'POST', url: '/api/s1/support/contact', payload });
      codes.push(response.statusCode);
      if (response.statusCode === 429) refused = response.json();
    }
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    expect(refused).toMatchObject({
      code: 'request.tooManyAttempts',
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/),
    });
    const stored = await limited.db.one<{ n: number }>('select count(*)::int as n from contact_message');
    expect(stored.n).toBe(3);
    const otherAddress = await limited.app.inject({
      method: 'POST',
      url: '/api/s1/support/contact',
      payload,
      remoteAddress: '10.9.9.9',
    });
    expect(otherAddress.statusCode).toBe(200);
  });

  test('ticket creation is limited per member, whatever the address', async () => {
    const member = await signedInMember(limited);
    const other = await signedInMember(limited);
    const send = (who: SignedInMember, ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/s1/support/ticket',
        remoteAddress: ip,
        headers: { authorization: `Bearer ${who.accessToken}` },
        payload: { subject: 'Help', message: 'Please' },
      });
    const codes: number[] = [];
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) codes.push((await send(member, ip)).statusCode);
    expect(codes).toEqual([200, 200, 429, 429]);
    expect((await send(other, '10.0.0.1')).statusCode).toBe(200);
  });
});

describe('an agent reading a ticket (support:ticket)', () => {
  test('shows the messages in order with their authors, as text, then what agents did; reading records nothing', async () => {
    const ticket = await openTicket(eli, 'Points missing', `Line one\n${XSS}\u001b[2J`);
    await answer(eli, ticket.id, 'Any news?\nStill waiting.');
    await operator().reply({
      ticketId: ticket.id,
      agent: 'Sam',
      html: '<p>Your points are <b>back</b>.</p><ul><li>100 points</li><li>a bonus</li></ul>',
    });
    await answer(eli, ticket.id, 'Thanks. And the bonus?');
    await operator().assign(ticket.id, 'Kim', 'Sam');
    await operator().setStatus(ticket.id, 'solved', 'Kim');
    const actions = () =>
      t.db.one<{ n: number }>('select count(*)::int as n from support_ticket_action where ticket_id = $1', [ticket.id]);
    const before = await actions();
    const report = describeTicket(await operator().ticket(ticket.id));
    expect(await actions()).toEqual(before);
    const lines = report.split('\n');
    expect(lines[0]).toBe(`#${ticket.id} [solved] eli@example.com — Points missing`);
    expect(lines[1]).toMatch(/^Opened \S+, updated \S+, assigned to Kim\.$/);
    expect(lines.slice(3).map((line) => line.replace(/\d{4}-\d\d-\d\dT\S+Z/, 'WHEN'))).toEqual([
      'Messages (4), oldest first:',
      '  WHEN  the member:',
      '    Line one',
      // The member's words as they wrote them (a terminal shows markup as text); the escape was dropped on the way in.
      `    ${XSS}[2J`,
      '  WHEN  the member:',
      '    Any news?',
      '    Still waiting.',
      '  WHEN  Sam (agent):',
      '    Your points are back.',
      '    100 points',
      '    a bonus',
      '  WHEN  the member:',
      '    Thanks. And the bonus?',
      '',
      'What agents did, oldest first:',
      // The member's answers made the ticket active again between the agents' actions.
      '  WHEN  Sam replied; status active → waiting',
      '  WHEN  Sam assigned it to Kim',
      '  WHEN  Kim changed the status: active → solved',
    ]);
  });

  test('an action recorded before its status before was kept shows the new status alone', async () => {
    const ticket = await openTicket(eli, 'Older ticket');
    await t.db.query(
      `insert into support_ticket_action (ticket_id, actor, action, status) values ($1, 'Sam', 'status', 'solved')`,
      [ticket.id],
    );
    expect(describeTicket(await operator().ticket(ticket.id))).toMatch(/\n {2}\S+ {2}Sam set the status to solved$/);
  });

  test('a ticket without agents says so; an unknown ticket is not found', async () => {
    const ticket = await openTicket(await signedInMember(t), 'Fresh');
    expect(describeTicket(await operator().ticket(ticket.id))).toMatch(/\nNo agent has acted on it yet\.$/);
    await expect(operator().ticket(999_999)).rejects.toMatchObject({ code: 'support.ticketNotFound' });
  });
});
