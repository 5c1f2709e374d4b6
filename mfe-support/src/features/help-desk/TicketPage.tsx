import { Button, Spinner, TitledPage } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatWhen } from './format';
import { ReplyForm } from './ReplyForm';
import { Badge, Block, Muted } from './styles';
import { TicketThread } from './TicketThread';
import { statusLabelKey, ticketIdFrom } from './ticketRules';
import { HELP_DESK_NAMESPACE } from './translations';
import { useTicket } from './useTicket';

/** /help-desk/{id}: one of the member's tickets; opening it marks the agent's replies read. */
export function TicketPage() {
  const { t, i18n } = useTranslation(HELP_DESK_NAMESPACE);
  const id = ticketIdFrom(useParams().id);
  const { state, retry, show } = useTicket(id);
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
      <Block>
        <Muted>
          {t('ticket.title', { id: ticket.id })} ·{' '}
          {t('ticket.opened', { date: formatWhen(ticket.createdAt, i18n.language) })}
          <Badge>{t(statusLabelKey(ticket))}</Badge>
        </Muted>
        <TicketThread replies={ticket.replies} />
        {ticket.status === 'closed' ? (
          <Muted role="status">{t('ticket.closed')}</Muted>
        ) : (
          <ReplyForm ticketId={ticket.id} onReplied={show} />
        )}
        <p>{back}</p>
      </Block>
    </TitledPage>
  );
}
