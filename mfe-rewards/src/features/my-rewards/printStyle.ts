import { createGlobalStyle } from 'styled-components';

/**
 * While the confirmation is open, printing shows only it: the header, footer and page behind are
 * hidden, and the dialog's buttons too (a clean print layout, docs/product/rewards.md, My rewards).
 */
export const PrintOnlyConfirmation = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    [data-print-area],
    [data-print-area] * {
      visibility: visible;
    }
    [data-print-area] {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
      color: #000;
    }
    [data-print-hide] {
      display: none !important;
    }
  }
`;
