import { Button, isLoggedIn, PageSection, PageTitle, useSession } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

const Hero = styled.div`
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brandDark}, ${({ theme }) => theme.colors.brand});
  color: #fff;
  h1 {
    color: #fff;
  }
  a {
    color: #fff;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Home: the visitor's banner with Create Account and Login Now, or the member's welcome. */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useSession(isLoggedIn);
  const user = useSession((s) => s.user);
  return (
    <PageSection>
      <Hero>
        {loggedIn ? (
          <>
            <PageTitle>{t('home.memberTitle', { name: user?.firstName ?? user?.name ?? '' })}</PageTitle>
            <Link to="/contest">{t('home.contestBanner')}</Link>
          </>
        ) : (
          <>
            <PageTitle>{t('home.title')}</PageTitle>
            <p>{t('home.lead')}</p>
            <Actions>
              <Button type="button" onClick={() => navigate('/signup')}>{t('home.createAccount')}</Button>
              <Button type="button" $variant="secondary" style={{ color: '#fff', borderColor: '#fff' }} onClick={() => navigate('/login')}>
                {t('home.loginNow')}
              </Button>
            </Actions>
          </>
        )}
      </Hero>
    </PageSection>
  );
}
