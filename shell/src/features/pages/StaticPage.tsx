import { PageSection, PageTitle } from '@portal/kit/ui';
import { useTranslation } from 'react-i18next';

/** A titled page of translated text: About Us, Exciting Changes. */
export function StaticPage({ section }: { section: 'about' | 'changes' }) {
  const { t } = useTranslation();
  return (
    <PageSection>
      <PageTitle>{t(`${section}.title`)}</PageTitle>
      <p>{t(`${section}.body`)}</p>
    </PageSection>
  );
}
