// Watermark settings (GET for every signed-in user, with the preset values filled in; POST for
// the watermark page). The server fills in what the browser cannot know: the user's direct
// department and the client IP address as the server sees it.
import { eq } from 'drizzle-orm';
import { getSetting, putSetting, type WatermarkSettings } from '../../db/settings.ts';
import { departments, users } from '../../db/schema.ts';
import { audited } from '../../audit/audit.ts';
import { ok } from '../../http/envelope.ts';
import type { Db } from '../../db/open.ts';
import { authOf, type SystemHandlers, type ServiceContext } from '../context.ts';

/** `::ffff:10.0.0.8` (IPv4 on a dual-stack socket) reads as `10.0.0.8`. */
export function displayIp(ip: string | undefined): string {
  if (!ip) return '';
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

export function watermarkService({ db }: ServiceContext) {
  async function departmentName(userId: number): Promise<string> {
    const [row] = await db
      .select({ name: departments.name })
      .from(users)
      .innerJoin(departments, eq(departments.id, users.deptId))
      .where(eq(users.id, userId))
      .limit(1);
    return row?.name ?? '';
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
    async updateWatermarkConfig(req) {
      const old = await getSetting(db, 'watermark');
      const next: WatermarkSettings = {
        ...old,
        ...req.body,
        applyRange: { scope: req.body.applyRange?.scope ?? old.applyRange.scope, appCodes: req.body.applyRange?.appCodes ?? [] },
      };
      await audited(db, req, { module: 'watermark', action: 'update' }, async (tx, audit) => {
        await putSetting(tx as unknown as Db, 'watermark', next);
        Object.assign(audit, { before: old, after: next });
      });
      return ok(next);
    },
  } satisfies Partial<SystemHandlers>;
}
