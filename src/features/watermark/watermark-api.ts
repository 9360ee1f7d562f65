// The watermark settings of the signed-in user (department and client IP filled in by the server).
import type { components } from '../../api/gen/arcana-system.ts';
import { api, unwrap } from '../../api/client.ts';
import { queryOptions } from '@tanstack/react-query';

export type WatermarkConfig = components['schemas']['WatermarkConfig'];

/** Every watermark query: a settings page that saves the watermark invalidates this key. */
export const WATERMARK_KEY = ['system', 'watermark', 'cfg'] as const;

// A missing watermark must not interrupt the user with an error toast; the shell works without it.
export const watermarkConfigQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...WATERMARK_KEY, userId] as const,
    queryFn: () => unwrap(api.GET('/system/watermark/cfg'), { hideMessage: true }).then((c) => c ?? null),
    enabled: userId != null,
  });

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

/**
 * Whether the watermark is drawn now: enabled; inside its apply range (the whole portal, any
 * embedded application, or the chosen ones); and, for the "screen only" export type, not while
 * the page is being printed.
 */
export function watermarkApplies(
  cfg: WatermarkConfig,
  where: { onMicroRoute: boolean; appCode: string | null; printing: boolean },
): boolean {
  if (!cfg.enabled) return false;
  if (where.printing && cfg.exportType === 'screen') return false;
  const scope = cfg.applyRange?.scope ?? 'portal';
  if (scope === 'portal') return true;
  if (!where.onMicroRoute) return false;
  return scope === 'apps' || (where.appCode !== null && (cfg.applyRange?.appCodes ?? []).includes(where.appCode));
}
