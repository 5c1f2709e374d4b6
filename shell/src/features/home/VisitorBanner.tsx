import { PageTitle } from '@portal/kit/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Actions, Banner, BannerButton } from './styles';
import { HOME_NAMESPACE } from './translations';

/** The visitor's home is this banner alone, so it takes the first screen. */
const Welcome = styled(Banner)`
  display: flex;
  min-height: clamp(300px, 52vh, 480px);
  flex-direction: column;
  justify-content: center;
`;

/** Home for a visitor: what the program is, and the two ways in. */
export function VisitorBanner() {
  const { t } = useTranslation(HOME_NAMESPACE);
  return (
    <Welcome>
      <PageTitle>{t('visitor.title')}</PageTitle>
      <p>{t('visitor.lead')}</p>
      <Actions>
        <BannerButton as={Link} to="/signup">
          {t('visitor.createAccount')}
        </BannerButton>
        <BannerButton as={Link} to="/login" $outline>
          {t('visitor.loginNow')}
        </BannerButton>
      </Actions>
    </Welcome>
  );
}
