import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type FaqItem, FAQ_NAMESPACE } from './translations';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0;
  }
  button {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    width: 100%;
    padding: ${({ theme }) => theme.space(4)};
    border: 0;
    background: none;
    font: 600 16px/1.4 ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.colors.text};
    text-align: left;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -3px;
  }
  div {
    padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface Props {
  items: readonly FaqItem[];
  open: ReadonlySet<FaqItem>;
  onToggle: (item: FaqItem) => void;
}

/** Questions as buttons that show or hide their answer; the caller holds which are open. */
export function FaqAccordion({ items, open, onToggle }: Props) {
  const { t } = useTranslation(FAQ_NAMESPACE);
  const id = useId();
  return (
    <List>
      {items.map((item) => {
        const expanded = open.has(item);
        const panel = `${id}-${item}`;
        return (
          <Item key={item}>
            <h3>
              <button type="button" aria-expanded={expanded} aria-controls={panel} onClick={() => onToggle(item)}>
                <span>{t(`items.${item}.question`)}</span>
                <span aria-hidden="true">{expanded ? '−' : '+'}</span>
              </button>
            </h3>
            <div id={panel} role="region" aria-label={t(`items.${item}.question`)} hidden={!expanded}>
              {t(`items.${item}.answer`)}
            </div>
          </Item>
        );
      })}
    </List>
  );
}
