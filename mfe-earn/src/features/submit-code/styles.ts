import styled from 'styled-components';

export const CodeRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: 1fr;
  }
`;

export const ResultList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 720px;
  margin: ${({ theme }) => theme.space(6)} 0 0;
  padding: 0;
  list-style: none;
`;

export const ResultItem = styled.li<{ $ok: boolean }>`
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.error)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 6px;
  code {
    font-weight: 600;
    margin-right: ${({ theme }) => theme.space(2)};
  }
`;

/** A button that reads as a link: the links' colour, since the accent is too light for text on white. */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.brand};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
