// Watermark settings for the signed-in user (GET /system/watermark/cfg). The server fills in the
// values the presets need, because the browser cannot know them: the user's direct department
// and the client IP address as the server sees it.
import { getSetting } from '../../db/settings.ts';
import { ok } from '../../http/envelope.ts';
import { authOf, type SystemHandlers, type ServiceContext } from '../context.ts';

/** `::ffff:10.0.0.8` (IPv4 on a dual-stack socket) reads as `10.0.0.8`. */
export function displayIp(ip: string | undefined): string {
  if (!ip) return '';
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

export function watermarkService({ db }: ServiceContext) {
  // Users carry a dept_id but the reference server has no department table yet (the
  // organisation area comes later), so the department line stays empty until it does.
  async function departmentName(_userId: number): Promise<string> {
    return '';
  }

  return {
    async getWatermarkConfig(req) {
      const settings = await getSetting(db, 'watermark');
      const { userId } = authOf(req);
      return ok({
        ...settings,
        departmentName: settings.content.department ? await departmentName(userId) : '',
        clientIp: displayIp(req.ip),
      });
    },
  } satisfies Partial<SystemHandlers>;
}
