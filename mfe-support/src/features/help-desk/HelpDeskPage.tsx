import { type SupportTicketDetail, TitledPage } from '@portal/kit';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusIsOurs } from './focus';
import { NewTicketForm } from './NewTicketForm';
import { Columns, Stack } from './styles';
import { TicketList } from './TicketList';
import { HELP_DESK_NAMESPACE } from './translations';
import { useTickets } from './useTickets';
import { VipLine } from './VipLine';

/**
 * /help-desk: the member's tickets beside the new-ticket form, and the VIP line for Genius members.
 * A ticket just opened is where the form's result shows: the list turns to its page, and it takes
 * focus there, unless the member has put focus outside the list and the form meanwhile.
 */
export function HelpDeskPage() {
  const { t } = useTranslation(HELP_DESK_NAMESPACE);
  const { status, tickets, reload, retry } = useTickets();
  const [created, setCreated] = useState<number | null>(null);
  const columns = useRef<HTMLDivElement>(null);

  const onCreated = (ticket: SupportTicketDetail | null) => {
    setCreated(ticket?.id ?? null);
    reload();
  };
  const revealed = useCallback((target: HTMLElement | null) => {
    setCreated(null);
    if (focusIsOurs(columns.current)) target?.focus();
  }, []);

  return (
    <TitledPage title={t('title')} lead={t('lead')}>
      <Columns ref={columns}>
        <TicketList status={status} tickets={tickets} onRetry={retry} reveal={created} onRevealed={revealed} />
        <Stack>
          <VipLine />
          <NewTicketForm onCreated={onCreated} />
        </Stack>
      </Columns>
    </TitledPage>
  );
}
