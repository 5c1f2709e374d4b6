import { Card, fetchCampaignConfig, PageTitle, toast, useCampaign } from '@portal/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

/** How often the maintenance screen asks whether the portal is back (spec part 2 §9). */
export const MAINTENANCE_POLL_MS = 5000;

const Screen = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.brandDark};
`;

function StateScreen({ title, body }: { title: string; body: string }) {
  return (
    <Screen>
      <Card style={{ maxWidth: 560, textAlign: 'center' }}>
        <PageTitle>{title}</PageTitle>
        <p>{body}</p>
      </Card>
    </Screen>
  );
}

const formatDate = (iso: string | undefined, language: string, withTime: boolean) =>
  iso
    ? new Intl.DateTimeFormat(language, { dateStyle: 'long', ...(withTime ? { timeStyle: 'short' } : {}) }).format(new Date(iso))
    : '';

export function UpcomingScreen() {
  const { t, i18n } = useTranslation();
  const start = useCampaign((s) => s.config?.activationStart);
  return <StateScreen title={t('upcoming.title')} body={t('upcoming.body', { date: formatDate(start, i18n.language, true) })} />;
}

export function ExpiredScreen() {
  const { t, i18n } = useTranslation();
  const end = useCampaign((s) => s.config?.activationEnd);
  return <StateScreen title={t('expired.title')} body={t('expired.body', { date: formatDate(end, i18n.language, false) })} />;
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
