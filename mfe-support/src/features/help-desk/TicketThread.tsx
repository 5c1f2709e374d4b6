import { LocalTime, SafeHtml, type TicketReply } from '@portal/kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { WHEN } from './format';
import { Message, Thread } from './styles';
import { HELP_DESK_NAMESPACE } from './translations';

/**
 * The replies in order, the member's and the agents' told apart. Every body is HTML shown through
 * SafeHtml: an agent's is sanitised, a member's arrives escaped, so neither can run anything.
 * `focusReply` is a reply to give focus to as it appears: the member's own, just sent.
 */
export function TicketThread({ replies, focusReply = null }: { replies: TicketReply[]; focusReply?: number | null }) {
  const { t, i18n } = useTranslation(HELP_DESK_NAMESPACE);
  const focused = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focusReply !== null) focused.current?.focus();
  }, [focusReply]);
  return (
    <Thread aria-label={t('ticket.replies')}>
      {replies.map((reply) => {
        const agent = reply.createdBy.type === 'agent';
        const focus = reply.id === focusReply;
        return (
          <Message
            key={reply.id}
            $agent={agent}
            data-author={reply.createdBy.type}
            {...(focus ? { ref: focused, tabIndex: -1 } : {})}
          >
            <header>
              <strong>{agent ? t('ticket.agent', { name: reply.createdBy.name }) : t('ticket.you')}</strong>
              <LocalTime iso={reply.createdAt} language={i18n.language} options={WHEN} />
            </header>
            <SafeHtml html={reply.htmlBody} />
          </Message>
        );
      })}
    </Thread>
  );
}
