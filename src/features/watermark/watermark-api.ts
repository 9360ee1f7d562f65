// The watermark settings of the signed-in user (department and client IP filled in by the server).
import type { components } from '../../api/gen/arcana-system.ts';
import { api, unwrap } from '../../api/client.ts';

export type WatermarkConfig = components['schemas']['WatermarkConfig'];

// A missing watermark must not interrupt the user with an error toast; the shell works without it.
export const fetchWatermarkConfig = () => unwrap(api.GET('/system/watermark/cfg'), { hideMessage: true });

/** The element's properties for a configuration: the enabled presets only. */
export function watermarkProps(cfg: WatermarkConfig) {
  return {
    department: cfg.content.department ? cfg.departmentName : '',
    ip: cfg.content.ip ? cfg.clientIp : '',
    showTime: cfg.content.time,
    text: cfg.content.custom,
    fontSize: cfg.fontSize,
    font: cfg.font,
    color: cfg.color,
    gap: cfg.margin,
    rotate: cfg.rotate,
  };
}
