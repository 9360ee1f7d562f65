import { css } from 'lit';

export const permissionStyles = css`
  :host {
    display: contents;
  }
  :host([hidden]) {
    display: none;
  }
  /* Disabled mode: the content stays in place and visible but dimmed; "inert" on the host
     removes it from focus and pointer interaction. */
  [part='content'] {
    display: contents;
  }
  :host([mode='disable']:not([granted])) [part='content'] {
    display: inline-block;
    opacity: 0.5;
    cursor: not-allowed;
    filter: grayscale(1);
  }
`;
