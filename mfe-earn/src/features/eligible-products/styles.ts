import styled from 'styled-components';
import { Table } from '../upload-receipt/styles';

/**
 * The receipts' table, with each UPC on one line where it fits (from 360 px): a member reads it against
 * the package's barcode. On a narrower phone it breaks, rather than make the page scroll sideways.
 */
export const ProductTable = styled(Table)`
  @media (min-width: 360px) {
    td:last-child {
      word-break: normal;
      white-space: nowrap;
    }
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
