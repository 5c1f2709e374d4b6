import { Button, Notice, Spinner, type SupportTicketDetail, TitledPage } from '@portal/kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { focusIsOurs } from './focus';
import { formatWhen } from './format';
import { ReplyForm } from './ReplyForm';
import { Badge, Block, Muted } from './styles';
import { TicketThread } from './TicketThread';
import { statusLabelKey, ticketIdFrom } from './ticketRules';
import { HELP_DESK_NAMESPACE } from './translations';
import { useTicket } from './useTicket';

/** The member's reply the API just added: the last of theirs in the answered conversation. */
const newReplyOf = (ticket: SupportTicketDetail) =>
  [...ticket.replies].reverse().find((reply) => reply.createdBy.type !== 'agent')?.id ?? null;

/**
 * /help-desk/{id}: one of the member's tickets; opening it marks the agent's replies read. Another
 * ticket's address (a notification's link) starts a new page: no reply, refusal or focus carries over.
 */
export function TicketPage() {
  const id = ticketIdFrom(useParams().id);
  return <Ticket key={id ?? 'none'} id={id} />;
}

/**
 * One ticket. The send button is disabled while the API answers, which takes focus from it, so focus
 * goes where the answer shows: the member's new reply, or the reason a reply was refused. A ticket an
 * agent closed meanwhile is fetched again, and shows closed, with the API's reason where the reply box was.
 */
function Ticket({ id }: { id: number | null }) {
  const { t, i18n } = useTranslation(HELP_DESK_NAMESPACE);
  const { state, retry, show, refresh } = useTicket(id);
  const [focusReply, setFocusReply] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<{ reason: string; focus: boolean } | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const refused = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (refusal?.focus) refused.current?.focus();
  }, [refusal]);

  const replied = (ticket: SupportTicketDetail) => {
    setFocusReply(focusIsOurs(card.current) ? newReplyOf(ticket) : null);
    show(ticket);
  };
  const closed = (reason: string) => {
    setRefusal({ reason, focus: focusIsOurs(card.current) });
    void refresh();
  };

  const back = <Link to="/help-desk">{t('ticket.back')}</Link>;

  if (state.status === 'loading') return <Spinner />;
  if (state.status !== 'ready') {
    const notFound = state.status === 'notFound';
    return (
      <TitledPage title={notFound ? t('ticket.notFound') : t('ticket.loadFailed')}>
        {!notFound && (
          <Button type="button" $variant="secondary" onClick={retry}>
            {t('list.retry')}
          </Button>
        )}
        <p>{back}</p>
      </TitledPage>
    );
  }
  const { ticket } = state;
  return (
    <TitledPage title={ticket.subject}>
      <Block ref={card}>
        <Muted>
          {t('ticket.title', { id: ticket.id })} ·{' '}
          {t('ticket.opened', { date: formatWhen(ticket.createdAt, i18n.language) })}
          <Badge>{t(statusLabelKey(ticket))}</Badge>
        </Muted>
        <TicketThread replies={ticket.replies} focusReply={focusReply} />
        {refusal ? (
          <Notice ref={refused} $tone="error" role="alert" tabIndex={-1}>
            {refusal.reason}
          </Notice>
        ) : ticket.status === 'closed' ? (
          <Muted role="status">{t('ticket.closed')}</Muted>
        ) : (
          <ReplyForm ticketId={ticket.id} onReplied={replied} onClosed={closed} />
        )}
        <p>{back}</p>
      </Block>
    </TitledPage>
  );
}
