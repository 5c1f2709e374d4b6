import { isLoggedIn, loadTiers, useCampaign, useSession } from '@portal/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { tierIcon } from './tierIcons';
import { tierProgress } from './tierProgress';
import { TIER_BAR_NS } from './translations';
import { useLifetimePoints } from './useLifetimePoints';
import { TIER_BAR_COLLAPSED_KEY } from './collapsed';
import { TierBarSpace, tierBarBox } from './TierBarSpace';

export { TIER_BAR_COLLAPSED_KEY };

const Wrap = styled.section<{ $collapsed: boolean }>`
  ${tierBarBox}
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Current = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 150px;
  img {
    width: 44px;
    height: 44px;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  strong {
    font: 700 18px/1.2 ${({ theme }) => theme.font.heading};
    color: ${({ theme }) => theme.colors.brandDark};
  }
`;

const Progress = styled.div`
  flex: 1;
  min-width: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    order: 3;
    flex-basis: 100%;
  }
`;

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Track = styled.div`
  height: 12px;
  margin: ${({ theme }) => theme.space(1)} 0;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.page};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  border-radius: 999px;
  background: linear-gradient(90deg, ${({ theme }) => theme.colors.brand}, ${({ theme }) => theme.colors.accent});
  transition: width 0.6s ease;
`;

const Message = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text};
`;

const Toggle = styled.button`
  flex: none;
  margin-left: auto;
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: transparent;
  color: ${({ theme }) => theme.colors.brand};
  font-size: 18px;
  cursor: pointer;
`;

function useTiers() {
  const tiers = useCampaign((s) => s.tiers);
  useEffect(() => {
    void loadTiers();
  }, []);
  return tiers;
}

/**
 * The logged-in member's tier: icon and name, the next tier, a percent bar and the message, all
 * from lifetime points as the server's tier rule. Collapsible.
 */
export function TierBar() {
  const { t } = useTranslation(TIER_BAR_NS);
  const loggedIn = useSession(isLoggedIn);
  const tier = useSession((s) => s.tier);
  const points = useLifetimePoints();
  const tiers = useTiers();
  const bodyId = useId();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(TIER_BAR_COLLAPSED_KEY) === 'true');
  if (!loggedIn) return null;
  if (!tiers) return <TierBarSpace />;
  if (tiers.length === 0) return null;
  const progress = tierProgress(points, tier, tiers);
  const toggle = () => {
    localStorage.setItem(TIER_BAR_COLLAPSED_KEY, String(!collapsed));
    setCollapsed(!collapsed);
  };
  const nextName = progress.next?.tierName ?? '';
  return (
    <Wrap id="portal-tier-bar" aria-label={t('label')} data-testid="tier-bar" $collapsed={collapsed}>
      <Inner>
        {progress.current && (
          <Current>
            <img src={tierIcon(progress.current.tierId)} alt="" />
            <div>
              <small>{t('current')}</small>
              <strong data-testid="tier-name">{progress.current.tierName}</strong>
            </div>
          </Current>
        )}
        {!collapsed && (
          <Progress id={bodyId}>
            <Meta>
              <span>{progress.next ? t('next', { tier: nextName }) : t('topTier')}</span>
              <span data-testid="tier-percent">{t('percent', { percent: progress.percent })}</span>
            </Meta>
            <Track
              role="progressbar"
              aria-label={t('progressLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
            >
              <Fill $percent={progress.percent} />
            </Track>
            <Message data-testid="tier-message">
              {t(progress.message, { count: progress.toGo, tier: nextName })}
            </Message>
          </Progress>
        )}
        <Toggle
          type="button"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          aria-label={collapsed ? t('show') : t('hide')}
          onClick={toggle}
        >
          <span aria-hidden="true">{collapsed ? '▾' : '▴'}</span>
        </Toggle>
      </Inner>
    </Wrap>
  );
}
