import { createGlobalStyle } from 'styled-components';

/**
 * While the confirmation is open, printing shows only it: the header, footer and page behind are
 * hidden, and the dialog's buttons too (a clean print layout, docs/product/rewards.md, My rewards).
 */
export const PrintOnlyConfirmation = createGlobalStyle`
  @media print {
    /* Every box static and unclipped, so the confirmation can sit at the top of the first page. */
    body * {
      visibility: hidden;
      position: static !important;
      overflow: visible !important;
      max-height: none !important;
    }
    [data-print-area],
    [data-print-area] * {
      visibility: visible;
    }
    body [data-print-area] {
      position: absolute !important;
      inset: 0 auto auto 0;
      width: 100%;
      padding: 24px;
      color: #000;
      background: #fff;
    }
    [data-print-hide] {
      display: none !important;
    }
  }
`;
