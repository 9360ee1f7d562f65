import { css } from 'lit';

// The layer's position, visibility and pointer behaviour are also set inline with !important
// (see watermark.component.ts) so that page styles and ::part() rules cannot switch them off;
// this sheet adds what inline styles cannot express: printing.
export const watermarkStyles = css`
  :host {
    display: block;
    position: relative;
  }
  [part='layer'] {
    -webkit-print-color-adjust: exact;
    print-color-adjust: exact;
  }
  @media print {
    [part='layer'] {
      display: block !important;
      visibility: visible !important;
    }
  }
`;
