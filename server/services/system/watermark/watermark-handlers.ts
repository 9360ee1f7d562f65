// Watermark settings (GET for every signed-in user, with the preset values filled in; POST for
// the watermark page). The server fills in what the browser cannot know: the user's direct
// department and the client IP address as the server sees it. Database calls in
// watermark-queries.ts.
import type { WatermarkSettings } from './watermark-settings.ts';
import { audited } from '../../../audit/audit.ts';
import { ok } from '../../../contract/envelope.ts';
import { authOf, type SystemHandlers, type ServiceContext } from '../../context.ts';
import { departmentName, putWatermarkSettings, watermarkSettings } from './watermark-queries.ts';
import { displayIp } from './watermark-rules.ts';

export function watermarkService({ db }: ServiceContext) {
  return {
    async getWatermarkConfig(req) {
      const settings = await watermarkSettings(db);
      const { userId } = authOf(req);
      return ok({
        ...settings,
        departmentName: settings.content.department ? await departmentName(db, userId) : '',
        clientIp: displayIp(req.ip),
      });
    },
    async updateWatermarkConfig(req) {
      const old = await watermarkSettings(db);
      const next: WatermarkSettings = {
        ...old,
        ...req.body,
        applyRange: { scope: req.body.applyRange?.scope ?? old.applyRange.scope, appCodes: req.body.applyRange?.appCodes ?? [] },
      };
      await audited(db, req, { module: 'watermark', action: 'update' }, async (tx, audit) => {
        await putWatermarkSettings(tx, next);
        Object.assign(audit, { before: old, after: next });
      });
      return ok(next);
    },
  } satisfies Partial<SystemHandlers>;
}
