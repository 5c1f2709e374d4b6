import { TitledPage } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import { NewTicketForm } from './NewTicketForm';
import { Columns, Stack } from './styles';
import { TicketList } from './TicketList';
import { HELP_DESK_NAMESPACE } from './translations';
import { useTickets } from './useTickets';
import { VipLine } from './VipLine';

/** /help-desk: the member's tickets beside the new-ticket form, and the VIP line for Genius members. */
export function HelpDeskPage() {
  const { t } = useTranslation(HELP_DESK_NAMESPACE);
  const { status, tickets, reload, retry } = useTickets();
  return (
    <TitledPage title={t('title')} lead={t('lead')}>
      <Columns>
        <TicketList status={status} tickets={tickets} onRetry={retry} />
        <Stack>
          <VipLine />
          <NewTicketForm onCreated={() => void reload()} />
        </Stack>
      </Columns>
    </TitledPage>
  );
}
