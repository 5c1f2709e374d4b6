import { CardGrid, PageSection, PageTitle, Pager, Spinner, LoadFailed } from '@portal/kit';
import { useSession } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_PAGE_SIZE } from './api';
import { RewardCard } from './RewardCard';
import { rewardState } from './rewardRules';
import { REWARDS_NAMESPACE } from './translations';
import { useCatalogue } from './useCatalogue';

/** /rewards: the catalogue, 8 a page (docs/product/rewards.md, Catalogue). */
export default function RewardsPage() {
  const { t } = useTranslation(REWARDS_NAMESPACE);
  const balance = useSession((state) => state.pointBalance);
  const tier = useSession((state) => state.tier);
  const { page, setPage, status, data, reload } = useCatalogue();
  const now = new Date();
  return (
    <PageSection>
      <PageTitle>{t('catalogue.title')}</PageTitle>
      <p>{t('catalogue.lead')}</p>
      {status === 'loading' && <Spinner label={t('common.loading')} />}
      {status === 'failed' && <LoadFailed message={t('catalogue.loadFailed')} onRetry={reload} />}
      {status === 'ready' && data && data.content.length === 0 && <p>{t('catalogue.empty')}</p>}
      {status === 'ready' && data && data.content.length > 0 && (
        <>
          <CardGrid $min={230}>
            {data.content.map((reward, index) => (
              <RewardCard
                key={reward.id}
                reward={reward}
                index={index}
                state={rewardState(reward, { balance, tier }, now)}
              />
            ))}
          </CardGrid>
          <Pager
            label={t('catalogue.pager')}
            page={page}
            size={CATALOGUE_PAGE_SIZE}
            total={data.metaData.totalRecs}
            onPage={setPage}
          />
        </>
      )}
    </PageSection>
  );
}
