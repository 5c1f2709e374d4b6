import { Actions, Button, TitledPage } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import { FaqAccordion } from './FaqAccordion';
import { FAQ_NAMESPACE, FAQ_PAGE_ITEMS } from './translations';
import { useOpenItems } from './useOpenItems';

/** /faq: three items with Open All and Close All. */
export function FaqPage() {
  const { t } = useTranslation(FAQ_NAMESPACE);
  const { open, toggle, openAll, closeAll } = useOpenItems(FAQ_PAGE_ITEMS);
  return (
    <TitledPage title={t('title')} lead={t('lead')}>
      <Actions>
        <Button type="button" $variant="secondary" onClick={openAll}>
          {t('openAll')}
        </Button>
        <Button type="button" $variant="secondary" onClick={closeAll}>
          {t('closeAll')}
        </Button>
      </Actions>
      <FaqAccordion items={FAQ_PAGE_ITEMS} open={open} onToggle={toggle} />
    </TitledPage>
  );
}
