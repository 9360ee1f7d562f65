// Every database read and write of the watermark: its settings, and the signed-in user's direct
// department (the server fills it in).
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/open.ts';
import type { Tx } from '../../../db/transaction.ts';
import { departments, users } from '../../../db/schema.ts';
import { getSetting, putSetting } from '../../../settings/settings-store.ts';
import type { WatermarkSettings } from './watermark-settings.ts';
import './watermark-settings.ts';

export const watermarkSettings = (db: Db) => getSetting(db, 'watermark');

export const putWatermarkSettings = (tx: Tx, next: WatermarkSettings) => putSetting(tx, 'watermark', next);

/** The name of the user's direct department ('' when none). */
export async function departmentName(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ name: departments.name })
    .from(users)
    .innerJoin(departments, eq(departments.id, users.deptId))
    .where(eq(users.id, userId))
    .limit(1);
  return row?.name ?? '';
}
