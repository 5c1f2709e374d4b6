import { Card } from '@portal/kit/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STEPS } from './steps';
import { Block, BlockLead, BlockTitle } from './styles';
import { HOME_NAMESPACE } from './translations';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: 1fr;
  }
`;

const Step = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font: 700 19px/1.3 ${({ theme }) => theme.font.heading};
    color: ${({ theme }) => theme.colors.brandDark};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    line-height: 1.5;
  }
  /* On a phone the icon sits beside the text, so four steps do not fill four screens. */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    display: grid;
    grid-template-columns: 44px 1fr;
    column-gap: ${({ theme }) => theme.space(4)};
    row-gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(4)};
    > svg {
      grid-row: span 3;
    }
  }
`;

const StepNumber = styled.span`
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.brand};
`;

const Icon = styled.svg`
  width: 44px;
  height: 44px;
  padding: 9px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.page};
  stroke: ${({ theme }) => theme.colors.brand};
`;

export function WelcomeSteps() {
  const { t } = useTranslation(HOME_NAMESPACE);
  return (
    <Block aria-labelledby="home-welcome-title">
      <BlockTitle id="home-welcome-title">{t('welcome.title')}</BlockTitle>
      <BlockLead>{t('welcome.lead')}</BlockLead>
      <Steps>
        {STEPS.map(({ key, icon }, index) => (
          <Step key={key}>
            <Icon
              viewBox="0 0 24 24"
              fill="none"
              strokeWidth={1.8}
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d={icon} />
            </Icon>
            <StepNumber>{t('welcome.stepLabel', { number: index + 1 })}</StepNumber>
            <h3>{t(`welcome.${key}Title`)}</h3>
            <p>{t(`welcome.${key}Body`)}</p>
          </Step>
        ))}
      </Steps>
    </Block>
  );
}
