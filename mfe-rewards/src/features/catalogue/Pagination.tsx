import { Button } from '@portal/kit';
import { useTranslation } from 'react-i18next';
import { pageRange } from './rewardRules';
import { Pager } from './styles';
import { REWARDS_NAMESPACE } from './translations';

interface Props {
  page: number;
  size: number;
  total: number;
  label: string;
  onPage: (page: number) => void;
}

/** Previous / Next with "x - y of total", zero-based pages. */
export function Pagination({ page, size, total, label, onPage }: Props) {
  const { t } = useTranslation(REWARDS_NAMESPACE);
  const { from, to } = pageRange(page, size, total);
  if (total <= size) return null;
  return (
    <Pager aria-label={label}>
      <Button $variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <span>{t('common.range', { from, to, total })}</span>
      <Button $variant="secondary" disabled={to >= total} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </Pager>
  );
}
