import { PageSection, PageTitle } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageSection>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <p>{t('notFound.body')}</p>
      <Link to="/">{t('notFound.goHome')}</Link>
    </PageSection>
  );
}
