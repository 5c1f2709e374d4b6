import { fetchCampaignConfig, toast, useCampaign } from '@portal/shared';
import { Card, PageTitle } from '@portal/kit/ui';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

/** How often the maintenance screen asks whether the portal is back (docs/product/limits.md). */
export const MAINTENANCE_POLL_MS = 5000;

const Screen = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(4)};
  background: radial-gradient(
    circle at 20% 10%,
    ${({ theme }) => theme.colors.brand},
    ${({ theme }) => theme.colors.brandDark} 60%
  );
`;

const Panel = styled(Card)`
  width: min(560px, 100%);
  text-align: center;
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Brand = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font: 800 22px/1 ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.colors.brandDark} !important;
  span {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const When = styled.time`
  display: block;
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.brandTint};
  color: ${({ theme }) => theme.colors.brandDark};
  font: 700 20px/1.3 ${({ theme }) => theme.font.heading};
`;

function StateScreen({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <Screen>
      <Panel>
        <Brand aria-hidden="true">
          Vapor<span>Rewards</span>
        </Brand>
        <PageTitle>{title}</PageTitle>
        <p>{body}</p>
        {children}
      </Panel>
    </Screen>
  );
}

function formatDate(iso: string, language: string, withTime: boolean): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', ...(withTime ? { timeStyle: 'short' } : {}) };
  return new Intl.DateTimeFormat(language, options).format(new Date(iso));
}

/** Coming soon: the promotion's start date and time. */
export function UpcomingScreen() {
  const { t, i18n } = useTranslation();
  const start = useCampaign((s) => s.config?.activationStart);
  return (
    <StateScreen title={t('upcoming.title')} body={t('upcoming.body')}>
      {start && (
        <When dateTime={start} data-testid="campaign-start">
          {formatDate(start, i18n.language, true)}
        </When>
      )}
    </StateScreen>
  );
}

/** The promotion has ended: its end date. */
export function ExpiredScreen() {
  const { t, i18n } = useTranslation();
  const end = useCampaign((s) => s.config?.activationEnd);
  return (
    <StateScreen title={t('expired.title')} body={t('expired.body')}>
      {end && (
        <When dateTime={end} data-testid="campaign-end">
          {formatDate(end, i18n.language, false)}
        </When>
      )}
      <p>{t('expired.thanks')}</p>
    </StateScreen>
  );
}

/** Polls the configuration; once the portal is active again it thanks the visitor and goes home. */
export function MaintenanceScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      const config = await fetchCampaignConfig();
      if (stopped || config?.status !== 'active') return;
      stopped = true;
      toast.success(t('maintenance.thanks'));
      navigate('/', { replace: true });
    };
    void check();
    const timer = setInterval(() => void check(), MAINTENANCE_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [navigate, t]);
  return <StateScreen title={t('maintenance.title')} body={t('maintenance.body')} />;
}
