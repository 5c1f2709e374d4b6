import styled from 'styled-components';

export const Toolbar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(120px, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  max-width: 960px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: 1fr;
  }
`;

export const Pager = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 960px;
  margin-top: ${({ theme }) => theme.space(4)};
`;
