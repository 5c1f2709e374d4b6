import { Button, PageSection, PageTitle } from '@portal/kit/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Panel = styled(PageSection)`
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font: 800 clamp(72px, 18vw, 140px) / 1 ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.colors.brandTint};
  -webkit-text-stroke: 2px ${({ theme }) => theme.colors.brand};
`;

/** Any path no app owns: a 404 with Go Home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Panel>
      <Code aria-hidden="true">404</Code>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <p>{t('notFound.body')}</p>
      <Button as={Link} to="/">
        {t('notFound.goHome')}
      </Button>
    </Panel>
  );
}
