import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Block, BlockTitle } from './styles';
import { HOME_NAMESPACE } from './translations';

const QUESTIONS = ['1', '2', '3'] as const;

const List = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
  }
`;

const Toggle = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  min-height: 56px;
  padding: ${({ theme }) => theme.space(4)} 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: 600 17px/1.4 ${({ theme }) => theme.font.body};
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  &::after {
    content: '+';
    flex: none;
    font-size: 26px;
    line-height: 1;
    color: ${({ theme }) => theme.colors.brand};
  }
  &[aria-expanded='true']::after {
    content: '−';
  }
`;

const Answer = styled.div`
  padding: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.muted};
  line-height: 1.6;
  p {
    margin: 0;
    max-width: 75ch;
  }
`;

/** The three-item FAQ: an accordion of buttons (aria-expanded) that show and hide their answer region. */
export function HomeFaq() {
  const { t } = useTranslation(HOME_NAMESPACE);
  const id = useId();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Block aria-labelledby={`${id}-title`}>
      <BlockTitle id={`${id}-title`}>{t('faq.title')}</BlockTitle>
      <List>
        {QUESTIONS.map((n) => {
          const expanded = open === n;
          return (
            <Item key={n}>
              <h3>
                <Toggle
                  type="button"
                  id={`${id}-q${n}`}
                  aria-expanded={expanded}
                  aria-controls={`${id}-a${n}`}
                  onClick={() => setOpen(expanded ? null : n)}
                >
                  {t(`faq.q${n}`)}
                </Toggle>
              </h3>
              <Answer id={`${id}-a${n}`} role="region" aria-labelledby={`${id}-q${n}`} hidden={!expanded}>
                <p>{t(`faq.a${n}`)}</p>
              </Answer>
            </Item>
          );
        })}
      </List>
    </Block>
  );
}
