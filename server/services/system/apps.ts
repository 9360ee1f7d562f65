// Applications shown on the home page.
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import { appGroups, apps } from '../../db/schema.ts';
import { ok } from '../../http/envelope.ts';
import type { Handlers, ServiceContext } from '../context.ts';

export function appService({ db }: ServiceContext): Handlers {
  return {
    async listApps(req) {
      const q = req.query as { status?: number; name?: string };
      const where: SQL[] = [];
      if (q.status !== undefined) where.push(eq(apps.state, q.status));
      if (q.name) where.push(ilike(apps.name, `%${q.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
      const rows = await db.select({ app: apps, groupName: appGroups.name })
        .from(apps).leftJoin(appGroups, eq(apps.groupId, appGroups.id))
        .where(where.length ? and(...where) : undefined)
        .orderBy(asc(apps.sort), asc(apps.id));
      return ok(rows.map(({ app, groupName }) => ({ ...app, groupName: groupName ?? '' })));
    },
  };
}
