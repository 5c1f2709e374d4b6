import { loadTiers, useCampaign } from '@portal/shared';
import { Card, CardGrid, LoadFailed, PageSection, PageTitle, Spinner } from '@portal/kit/ui';
import type { TierConfigEntry } from '@portal/kit';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { tierIcon } from '../tier-bar/tierIcons';

/** The page spaces the ladder by a list's own margin (1em above and below), not the grid's none. */
const TierGrid = styled(CardGrid)`
  margin: revert;
`;

const Perk = styled(Card)`
  height: 100%;
  text-align: center;
  h2 {
    margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(1)};
    font: 700 22px/1.2 ${({ theme }) => theme.font.heading};
    color: ${({ theme }) => theme.colors.brandDark};
  }
  p:first-of-type {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 700;
  }
`;

/**
 * Program Perks: the tier ladder from the tier configuration call. A failed call (loadTiers answers []
 * then too, the store's tiersStatus says 'failed') is told apart from an empty ladder, with a retry.
 */
export function ProgramPerksPage() {
  const { t } = useTranslation();
  const [ladder, setLadder] = useState<TierConfigEntry[] | 'failed' | null>(null);
  const load = useCallback(() => {
    void loadTiers().then((list) => setLadder(useCampaign.getState().tiersStatus === 'failed' ? 'failed' : list));
  }, []);
  useEffect(load, [load]);
  const retry = () => {
    setLadder(null);
    load();
  };
  const tiers = ladder === 'failed' ? null : ladder;
  return (
    <PageSection>
      <PageTitle>{t('perks.title')}</PageTitle>
      <p>{t('perks.lead')}</p>
      {ladder === null && <Spinner />}
      {ladder === 'failed' && <LoadFailed message={t('perks.loadFailed')} onRetry={retry} />}
      {tiers?.length === 0 && <p>{t('perks.empty')}</p>}
      <TierGrid $min={220} $gap={4}>
        {tiers?.map((tier) => (
          <li key={tier.tierId}>
            <Perk>
              <img src={tierIcon(tier.tierId)} alt="" width={64} height={64} />
              <h2>{tier.tierName}</h2>
              <p>{t('perks.threshold', { points: tier['level-up-points'], count: tier['level-up-points'] })}</p>
              <p>{tier.desc}</p>
            </Perk>
          </li>
        ))}
      </TierGrid>
    </PageSection>
  );
}
