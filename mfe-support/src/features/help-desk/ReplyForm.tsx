import { isSuccess, toast, useDraftOnSessionEnd, useKeptDraft } from '@portal/shared';
import { Actions, BusyButton, type Envelope, Notice, type SupportTicketDetail, TextAreaField } from '@portal/kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { replyToTicket } from './api';
import { focusIsOurs } from './focus';
import { HELP_DESK_NAMESPACE } from './translations';

/** A reply before it is typed. */
const BLANK = { text: '' };

/** The API's refusals of a reply that the help desk says in the member's language, by their code. */
const REFUSALS: Record<string, 'ticket.closedRefused'> = { 'support.ticketClosed': 'ticket.closedRefused' };

/**
 * The member's reply box, shown while the ticket is not closed. A refusal puts focus on its reason. A
 * ticket an agent closed meanwhile answers 409: the page is told (`onClosed`) with the API's reason, to
 * show instead. A reply typed when the session ends comes back after the member signs in again.
 */
export function ReplyForm({
  ticketId,
  onReplied,
  onClosed,
}: {
  ticketId: number;
  onReplied: (ticket: SupportTicketDetail) => void;
  onClosed: (reason: string) => void;
}) {
  const { t } = useTranslation(HELP_DESK_NAMESPACE);
  const draft = `ticket-reply:${ticketId}`;
  const kept = useKeptDraft(draft, BLANK);
  const [text, setText] = useState(kept.start.text);
  const [restored, setRestored] = useState(kept.restored);
  useDraftOnSessionEnd(draft, { text }, BLANK);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const failure = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (failed && focusIsOurs(form.current)) failure.current?.focus();
  }, [failed]);

  const closedReason = (body: Envelope<unknown>) => {
    const key = body.code ? REFUSALS[body.code] : undefined;
    return key ? t(key) : body.message || t('ticket.closedRefused');
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    setFailed(false);
    const body = await replyToTicket(ticketId, text.trim());
    setBusy(false);
    if (body.httpCode === 409) return onClosed(closedReason(body));
    if (!isSuccess(body) || !body.data) return setFailed(true);
    setText('');
    setRestored(false);
    toast.success(t('ticket.sent'));
    onReplied(body.data);
  }

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
      {restored && <Notice role="status">{t('draftKept')}</Notice>}
      <TextAreaField label={t('ticket.replyLabel')} maxLength={5000} value={text} onValue={setText} />
      {failed && (
        <Notice ref={failure} $tone="error" role="alert" tabIndex={-1}>
          {t('ticket.failed')}
        </Notice>
      )}
      <Actions>
        <BusyButton type="submit" disabled={!text.trim()} busy={busy}>
          {t('ticket.send')}
        </BusyButton>
      </Actions>
    </form>
  );
}
