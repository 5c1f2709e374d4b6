import { stackedRowsOnPhone } from '@portal/kit';
import styled from 'styled-components';
import { Table } from '../upload-receipt/styles';

/**
 * The receipts' table, with each UPC on one line at every width: a member reads it against the
 * package's barcode, and "850012 / 345014" reads as two numbers. On a phone three columns leave no
 * room for a 12-digit code beside "Kit de dispositivo", so each product stacks: its name beside the
 * code, its type below (the headings stay for screen readers). Were a phone narrower still, the table
 * scrolls sideways in its own box (TableScroll), never the page.
 */
export const ProductTable = styled(Table)`
  td:last-child {
    word-break: normal;
    overflow-wrap: normal;
    white-space: nowrap;
  }
  ${stackedRowsOnPhone('minmax(0, 1fr) auto')}
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    td:nth-child(2) {
      grid-row: 2;
      grid-column: 1 / -1;
      color: ${({ theme }) => theme.colors.muted};
    }
    td:last-child {
      grid-row: 1;
      grid-column: 2;
    }
  }
`;

/** The table's own sideways scroll; focusable, so a keyboard can scroll it too. */
export const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

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

/** The table and its pager, as wide as the toolbar, so the pager centres under the table. */
export const Listing = styled.div`
  max-width: 960px;
`;
