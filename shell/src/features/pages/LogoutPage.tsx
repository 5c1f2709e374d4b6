import { Spinner } from '@portal/kit/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../layout/logout';

/** /logout: ends the session on the server and hard-redirects home, whatever the answer. */
export function LogoutPage({ run = logout }: { run?: () => Promise<void> }) {
  const { t } = useTranslation();
  useEffect(() => {
    void run();
  }, [run]);
  return <Spinner label={t('logout.busy')} />;
}
