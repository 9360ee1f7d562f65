// The watermark document (settings key `watermark`), written by the watermark page and read by
// every signed-in page.
import { defineSetting } from '../../../settings/settings-store.ts';

export interface WatermarkSettings {
  enabled: boolean;
  /** Presets of spec section 3, any combination; `custom` is free text ('' for none). */
  content: { department: boolean; ip: boolean; time: boolean; custom: string };
  fontSize: number;
  font: 'system' | 'simhei' | 'source-han-sans' | 'source-han-serif' | 'pingfang';
  color: string;
  /** Space between tiles in CSS pixels. */
  margin: number;
  /** Degrees. */
  rotate: number;
  /** screen: on screen only; screen-and-print: also on printed pages and PDFs. */
  exportType: 'screen' | 'screen-and-print';
  /** portal: shell and applications; apps: embedded applications only; selected: the listed ones. */
  applyRange: { scope: 'portal' | 'apps' | 'selected'; appCodes?: string[] };
}

export const DEFAULT_WATERMARK: WatermarkSettings = {
  enabled: false,
  content: { department: true, ip: true, time: true, custom: '' },
  fontSize: 16,
  font: 'system',
  color: 'rgba(0, 0, 0, 0.12)',
  margin: 120,
  rotate: -22,
  exportType: 'screen-and-print',
  applyRange: { scope: 'portal', appCodes: [] },
};

declare module '../../../settings/settings-store.ts' {
  interface SettingsShape {
    watermark: WatermarkSettings;
  }
}

defineSetting('watermark', DEFAULT_WATERMARK);
