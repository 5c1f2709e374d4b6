import type { OutboxMail } from './repository';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Escapes the body, then turns the (already escaped) http(s) URLs into links. */
const linkify = (text: string): string =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function mailHtml(mail: OutboxMail): string {
  return `<article aria-label="${escapeHtml(mail.subject)}">
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to_address)} · ${mail.created_at.toISOString()}</p>
  <pre>${linkify(mail.text_body)}</pre>
</article>`;
}

/** The development mailbox: the newest mails of the outbox, readable and clickable. */
export function mailboxPage(mails: OutboxMail[], to: string | undefined): string {
  const title = to ? `Mailbox of ${escapeHtml(to)}` : 'Development mailbox';
  const empty = to ? '<p>No mail yet.</p>' : '<p>Add ?to=address to read the mails sent to it.</p>';
  const body = mails.length ? mails.map(mailHtml).join('\n') : empty;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="/favicon.svg">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#1d1b22}
article{border:1px solid #ddd6e3;border-radius:10px;padding:12px 16px;margin:12px 0}h2{margin:0;font-size:18px}
.meta{color:#5f5a66;margin:4px 0}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>${title}</h1><p>Mails the portal would send to one address (?to=address), newest first.</p>
${body}
</body></html>`;
}
