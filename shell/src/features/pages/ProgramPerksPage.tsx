import { Card, loadTiers, PageSection, PageTitle, Spinner, type TierConfigEntry } from '@portal/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

/** Program Perks: the tier ladder from the tier configuration call. */
export function ProgramPerksPage() {
  const { t } = useTranslation();
  const [tiers, setTiers] = useState<TierConfigEntry[] | null>(null);
  useEffect(() => {
    void loadTiers().then(setTiers);
  }, []);
  return (
    <PageSection>
      <PageTitle>{t('perks.title')}</PageTitle>
      <p>{t('perks.lead')}</p>
      {tiers === null && <Spinner />}
      {tiers?.length === 0 && <p>{t('perks.empty')}</p>}
      <Grid>
        {tiers?.map((tier) => (
          <li key={tier.tierId}>
            <Card>
              <h2>{tier.tierName}</h2>
              <p>{t('perks.threshold', { points: tier['level-up-points'] })}</p>
              <p>{tier.desc}</p>
            </Card>
          </li>
        ))}
      </Grid>
    </PageSection>
  );
}
