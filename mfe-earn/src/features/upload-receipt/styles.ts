import styled from 'styled-components';

export const Thumbnails = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Thumbnail = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  width: 112px;
  font-size: 13px;
  word-break: break-all;
  img,
  span[aria-hidden] {
    display: grid;
    place-items: center;
    width: 112px;
    height: 112px;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 700;
  }
`;

export const Progress = styled.progress`
  width: 100%;
  height: 12px;
  accent-color: ${({ theme }) => theme.colors.accent};
`;

export const Table = styled.table`
  width: 100%;
  max-width: 960px;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
      padding: ${({ theme }) => theme.space(2)};
    }
  }
  td:last-child {
    font-family: monospace;
    font-size: 13px;
    word-break: break-all;
  }
`;
