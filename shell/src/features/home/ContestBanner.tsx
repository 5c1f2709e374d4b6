import { useSession } from '@portal/shared';
import { PageTitle } from '@portal/kit/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Banner, BannerButton } from './styles';
import { HOME_NAMESPACE } from './translations';

const Kicker = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font: 700 clamp(18px, 2.6vw, 24px) / 1.3 ${({ theme }) => theme.font.heading};
`;

/** Home for a member: the greeting and the banner that leads to this month's contest. */
export function ContestBanner() {
  const { t } = useTranslation(HOME_NAMESPACE);
  const user = useSession((s) => s.user);
  const name = user?.firstName || user?.name || user?.username;
  return (
    <Banner>
      <PageTitle>{name ? t('member.greeting', { name }) : t('member.greetingNoName')}</PageTitle>
      <Kicker>{t('member.contestTitle')}</Kicker>
      <p>{t('member.contestBody')}</p>
      <BannerButton as={Link} to="/contest">
        {t('member.contestCta')}
      </BannerButton>
    </Banner>
  );
}
