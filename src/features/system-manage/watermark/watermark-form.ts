// Watermark form values <-> the saved settings. Numbers are edited as text (IntegerInput) and
// the rotation as a slider.
import type { WatermarkSettings } from './watermark-settings-api.ts';

export type Scope = 'portal' | 'apps' | 'selected';
export type Font = WatermarkSettings['font'];
export type ExportType = NonNullable<WatermarkSettings['exportType']>;

export interface WatermarkFormValues {
  enabled: boolean;
  department: boolean;
  ip: boolean;
  time: boolean;
  custom: string;
  fontSize: string;
  font: Font;
  color: string;
  margin: string;
  rotate: number;
  exportType: ExportType;
  scope: Scope;
  appCodes: string[];
}

export const watermarkForm = (s: WatermarkSettings): WatermarkFormValues => ({
  enabled: s.enabled,
  department: s.content.department,
  ip: s.content.ip,
  time: s.content.time,
  custom: s.content.custom,
  fontSize: String(s.fontSize),
  font: s.font,
  color: s.color,
  margin: String(s.margin),
  rotate: s.rotate,
  exportType: s.exportType ?? 'screen-and-print',
  scope: s.applyRange?.scope ?? 'portal',
  appCodes: s.applyRange?.appCodes ?? [],
});

export const toWatermarkSettings = (v: WatermarkFormValues): WatermarkSettings => ({
  enabled: v.enabled,
  content: { department: v.department, ip: v.ip, time: v.time, custom: v.custom },
  fontSize: Number(v.fontSize || 0),
  font: v.font,
  color: v.color.trim(),
  margin: Number(v.margin || 0),
  rotate: v.rotate,
  exportType: v.exportType,
  applyRange: { scope: v.scope, appCodes: v.scope === 'selected' ? v.appCodes : [] },
});
