import { isSuccess, toast } from '@portal/shared';
import { Actions, Button, Notice, type SupportTicketDetail, TextAreaField } from '@portal/kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { replyToTicket } from './api';
import { HELP_DESK_NAMESPACE } from './translations';

/** The member's reply box, shown while the ticket is not closed. */
export function ReplyForm({
  ticketId,
  onReplied,
}: {
  ticketId: number;
  onReplied: (ticket: SupportTicketDetail) => void;
}) {
  const { t } = useTranslation(HELP_DESK_NAMESPACE);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    setFailed(false);
    const body = await replyToTicket(ticketId, text.trim());
    setBusy(false);
    if (!isSuccess(body) || !body.data) return setFailed(true);
    setText('');
    toast.success(t('ticket.sent'));
    onReplied(body.data);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField label={t('ticket.replyLabel')} maxLength={5000} value={text} onValue={setText} />
      {failed && (
        <Notice $tone="error" role="alert">
          {t('ticket.failed')}
        </Notice>
      )}
      <Actions>
        <Button type="submit" disabled={!text.trim() || busy}>
          {t('ticket.send')}
        </Button>
      </Actions>
    </form>
  );
}
