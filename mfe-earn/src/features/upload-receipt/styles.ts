import { stackedRowsOnPhone } from '@portal/kit';
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
  position: relative;
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

/** Takes a thumbnail's file back out of the selection; 32 px in its corner, over the picture. */
export const RemoveFile = styled.button`
  position: absolute;
  top: 4px;
  right: 4px;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 50%;
  background: rgb(0 0 0 / 65%);
  color: #fff;
  font: 700 18px/1 ${({ theme }) => theme.font.body};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 1px;
  }
`;

/**
 * The page's own picker: the file input itself is out of sight but in the tab order (the browser draws
 * its button and "no file" text in its own language, not the member's); its second label, styled as a
 * button, is what the member sees, clicks and sees focused.
 */
export const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
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

/*
 * On a phone a third column leaves a receipt's ID a few characters wide (six lines at 320 px), so each
 * receipt stacks: date and status side by side, the ID named on a line of its own below. The headings
 * stay for screen readers.
 */
export const ReceiptTable = styled(Table)`
  ${stackedRowsOnPhone('minmax(0, 1fr) minmax(0, 1fr)')}
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    td:last-child {
      grid-column: 1 / -1;
      color: ${({ theme }) => theme.colors.muted};
    }
    td:last-child::before {
      content: attr(data-label) ' ';
      font-family: ${({ theme }) => theme.font.body};
      font-size: 16px;
    }
  }
`;
