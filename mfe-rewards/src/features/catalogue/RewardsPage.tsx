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
  const { setPage, status, data, reload } = useCatalogue();
  // Another page's cards and range stay on screen, marked busy, until that page comes: the pager the
  // member pressed stays too, with focus on its button, and the page keeps its height and place.
  const shown = status === 'failed' ? undefined : data;
  const now = new Date();
  return (
    <PageSection>
      <PageTitle>{t('catalogue.title')}</PageTitle>
      <p>{t('catalogue.lead')}</p>
      {status === 'loading' && !shown && <Spinner label={t('common.loading')} />}
      {status === 'failed' && <LoadFailed message={t('catalogue.loadFailed')} onRetry={reload} />}
      {status === 'ready' && shown && shown.content.length === 0 && <p>{t('catalogue.empty')}</p>}
      {shown && shown.content.length > 0 && (
        <>
          <CardGrid $min={230} aria-busy={status === 'loading'}>
            {shown.content.map((reward, index) => (
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
            page={shown.page}
            size={CATALOGUE_PAGE_SIZE}
            total={shown.metaData.totalRecs}
            onPage={setPage}
          />
        </>
      )}
    </PageSection>
  );
}
