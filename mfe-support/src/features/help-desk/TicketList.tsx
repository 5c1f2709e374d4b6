import { LocalTime, Pager, type ResourceStatus, Spinner, type SupportTicket, LoadFailed, pageOf } from '@portal/kit';
import { usePageQuery } from '@portal/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WHEN } from './format';
import { Badge, Block, ListState, Muted, Preview, Table } from './styles';
import { TICKETS_PER_PAGE, statusLabelKey } from './ticketRules';
import { HELP_DESK_NAMESPACE } from './translations';

interface Props {
  status: ResourceStatus;
  tickets: SupportTicket[];
  onRetry: () => void;
  /** A ticket to show once the list holds it (one just opened): its page is turned to. */
  reveal?: number | null;
  /** Called once it shows, with its link; or with the list's heading when the list failed. */
  onRevealed?: (target: HTMLElement | null) => void;
}

/**
 * The member's tickets, 8 per page, with an unread mark while an agent's reply waits to be read. The
 * page is in the address, so back from a ticket finds the page the member left.
 */
export function TicketList({ status, tickets, onRetry, reveal = null, onRevealed }: Props) {
  const { t, i18n } = useTranslation(HELP_DESK_NAMESPACE);
  // In the address (`?page=2`), so back from a ticket finds the page the member left.
  const [page, setPage] = usePageQuery();
  const heading = useRef<HTMLHeadingElement>(null);
  const revealedLink = useRef<HTMLAnchorElement>(null);
  // The page of the ticket to reveal, once the list holds it (the list with it may still be on its way).
  const revealIndex = reveal === null ? -1 : tickets.findIndex((ticket) => ticket.id === reveal);
  const revealPage = revealIndex < 0 ? null : Math.floor(revealIndex / TICKETS_PER_PAGE);
  const shown = pageOf(tickets, page, TICKETS_PER_PAGE);

  useEffect(() => {
    if (revealPage !== null && revealPage !== page) setPage(revealPage, { replace: true });
  }, [revealPage, page, setPage]);

  useEffect(() => {
    if (reveal === null || !onRevealed || status === 'loading') return;
    if (status === 'failed') onRevealed(heading.current);
    else if (revealPage !== null && revealPage === shown.page) onRevealed(revealedLink.current);
  }, [reveal, onRevealed, status, revealPage, shown.page]);

  return (
    <Block as="section" aria-labelledby="tickets-heading">
      <h2 id="tickets-heading" ref={heading} tabIndex={-1}>
        {t('list.heading')}
      </h2>
      <ListState>
        {status === 'loading' && <Spinner />}
        {status === 'failed' && <LoadFailed message={t('list.loadFailed')} onRetry={onRetry} />}
        {status === 'ready' && tickets.length === 0 && <Muted>{t('list.empty')}</Muted>}
        {status === 'ready' && tickets.length > 0 && (
          <>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('list.subject')}</th>
                  <th scope="col">{t('list.status')}</th>
                  <th scope="col">{t('list.updated')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.items.map((ticket) => (
                  <tr key={ticket.id}>
                    <td>
                      <Link to={`/help-desk/${ticket.id}`} ref={ticket.id === reveal ? revealedLink : undefined}>
                        {ticket.subject}
                      </Link>
                      {!ticket.isRead && <Badge $tone="unread">{t('list.unread')}</Badge>}
                      <Preview>{ticket.preview}</Preview>
                    </td>
                    <td>{t(statusLabelKey(ticket))}</td>
                    <td>
                      <LocalTime iso={ticket.updatedAt} language={i18n.language} options={WHEN} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Pager
              label={t('list.pages')}
              page={shown.page}
              size={TICKETS_PER_PAGE}
              total={tickets.length}
              onPage={setPage}
            />
          </>
        )}
      </ListState>
    </Block>
  );
}
