import { PageSection, PageTitle, Spinner } from '@portal/kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LinkButton } from '../catalogue/LinkButton';
import { Alert } from '../catalogue/styles';
import { REWARDS_NAMESPACE } from '../catalogue/translations';
import { useDownload } from './useDownload';

/** /download/activity-sheet/{id}/{filename}: fetches the signed link and starts the download. */
export default function DownloadPage() {
  const { t } = useTranslation(REWARDS_NAMESPACE);
  const { id = '', filename = '' } = useParams();
  const state = useDownload(id, filename);
  const anchor = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (state.status === 'started') anchor.current?.click();
  }, [state]);

  return (
    <PageSection>
      <PageTitle>{t('download.title')}</PageTitle>
      {state.status === 'preparing' && <Spinner label={t('download.preparing')} />}
      {state.status === 'started' && (
        <>
          <Alert $tone="success" role="status">
            {t('download.started')}
          </Alert>
          <a ref={anchor} href={state.url} download={filename} data-testid="download-link">
            {t('download.again')}
          </a>
        </>
      )}
      {(state.status === 'expired' || state.status === 'notYours' || state.status === 'failed') && (
        <Alert $tone="error" role="alert">
          {state.status === 'failed' ? t('common.somethingWentWrong') : t(`download.${state.status}`)}
        </Alert>
      )}
      <p>
        <LinkButton to="/my-rewards">{t('download.myRewards')}</LinkButton>
      </p>
    </PageSection>
  );
}
