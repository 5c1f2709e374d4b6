import styled from 'styled-components';

/** The input with its suggestion list and status floating under it, over the fields below. */
export const Popup = styled.div`
  position: relative;
  display: grid;
`;

const floating = `
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 10;
  margin: 0;
  background: #fff;
  border-radius: 8px;
  box-shadow: 0 6px 24px rgba(29, 27, 34, 0.12);
`;

export const SuggestionList = styled.ul`
  ${floating}
  max-height: 320px;
  overflow-y: auto;
  padding: 4px 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  &[hidden] {
    display: none;
  }
  li {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)}`};
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  li[aria-selected='true'],
  li:hover {
    background: ${({ theme }) => theme.colors.brandTint};
  }
`;

export const SuggestionStatus = styled.p`
  ${floating}
  padding: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  &:empty {
    display: none;
  }
`;
