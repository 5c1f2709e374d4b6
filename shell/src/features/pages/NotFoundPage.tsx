import { PageSection, PageTitle } from '@portal/kit/ui';
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

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space(4)};
  padding: 0 ${({ theme }) => theme.space(6)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.brandDark};
  }
`;

/** Any path no app owns: a 404 with Go Home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Panel>
      <Code aria-hidden="true">404</Code>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <p>{t('notFound.body')}</p>
      <Home to="/">{t('notFound.goHome')}</Home>
    </Panel>
  );
}
