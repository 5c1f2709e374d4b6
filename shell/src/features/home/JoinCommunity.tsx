import { Button } from '@portal/kit/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Actions, Block } from './styles';
import { HOME_NAMESPACE } from './translations';

const Panel = styled(Block)`
  padding: clamp(24px, 5vw, 40px);
  border-radius: ${({ theme }) => theme.radius};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font: 700 clamp(22px, 3vw, 28px) / 1.25 ${({ theme }) => theme.font.heading};
    color: ${({ theme }) => theme.colors.brandDark};
  }
  p {
    max-width: 60ch;
    margin: 0 auto ${({ theme }) => theme.space(6)};
    color: ${({ theme }) => theme.colors.muted};
    line-height: 1.6;
  }
  ${Actions} {
    justify-content: center;
  }
`;

/** The join-community block that closes the member's home. */
export function JoinCommunity() {
  const { t } = useTranslation(HOME_NAMESPACE);
  return (
    <Panel aria-labelledby="home-community-title">
      <h2 id="home-community-title">{t('community.title')}</h2>
      <p>{t('community.body')}</p>
      <Actions>
        <Button as={Link} to="/earn-points">
          {t('community.cta')}
        </Button>
        <Button as={Link} to="/contest" $variant="secondary">
          {t('community.contest')}
        </Button>
      </Actions>
    </Panel>
  );
}
