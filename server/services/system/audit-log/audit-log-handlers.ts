// The audit log page (`audit-log`): find records (filters, paging, capped count), one record
// with its before and after values, the filter lists, the streamed export and the retention.
import { audited } from '../../../audit/audit.ts';
import { pruneAuditLog } from '../../../audit/retention.ts';
import { ApiError, ok } from '../../../contract/envelope.ts';
import { pageWindow } from '../../../db/paging.ts';
import { sendTable } from '../../../http/table-export.ts';
import { t } from '../../../i18n/messages.ts';
import { authOf, requestLang, type ServiceContext, type SystemHandlers } from '../../context.ts';
import {
  auditFilterOptions,
  auditPage,
  auditRecord,
  auditScope,
  auditSettings,
  auditWhere,
  COUNT_CAP,
  exportRecords,
  putAuditSettings,
  type ExportRecord,
} from './audit-log-queries.ts';

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

const EXPORT_COLUMNS = [
  ['auditColumnAt', (r: ExportRecord) => r.at.toISOString()],
  ['auditColumnUser', (r: ExportRecord) => r.username],
  ['auditColumnIp', (r: ExportRecord) => r.ip],
  ['auditColumnApp', (r: ExportRecord) => r.app],
  ['auditColumnModule', (r: ExportRecord) => r.module],
  ['auditColumnAction', (r: ExportRecord) => r.action],
  ['auditColumnMethod', (r: ExportRecord) => r.method],
  ['auditColumnPath', (r: ExportRecord) => r.path],
  ['auditColumnOutcome', (r: ExportRecord) => r.outcome],
  ['auditColumnDetail', (r: ExportRecord) => r.detail],
  ['auditColumnBefore', (r: ExportRecord) => json(r.before)],
  ['auditColumnAfter', (r: ExportRecord) => json(r.after)],
] as const;

export function auditLogService({ db }: ServiceContext) {
  return {
    async listAuditRecords(req) {
      const window = pageWindow(req.query);
      const where = await auditWhere(db, authOf(req).userId, req.query);
      const { records, matches } = await auditPage(db, where, window);
      return ok({
        records: records.map((r) => ({ ...r, at: r.at.toISOString(), outcome: r.outcome as 'success' | 'failure' })),
        total: Math.min(matches, COUNT_CAP),
        totalCapped: matches > COUNT_CAP,
        current: window.current,
        size: window.size,
      });
    },
    async getAuditRecord(req) {
      const row = await auditRecord(db, req.query.id, await auditScope(db, authOf(req).userId));
      if (!row) throw new ApiError(404, 404, 'recordNotFound');
      return ok({ ...row, at: row.at.toISOString(), outcome: row.outcome as 'success' | 'failure' });
    },
    async getAuditFilterOptions() {
      return ok(await auditFilterOptions(db));
    },
    async exportAuditRecords(req, reply) {
      const lang = requestLang(req);
      const { format, ...filter } = req.query;
      const where = await auditWhere(db, authOf(req).userId, filter);
      async function* rows() {
        for await (const r of exportRecords(db, where)) yield EXPORT_COLUMNS.map(([, cell]) => cell(r));
      }
      return sendTable(reply, {
        format,
        fileName: `audit-log-${new Date().toISOString().slice(0, 10)}`,
        sheetName: t(lang, 'auditExportSheet'),
        headers: EXPORT_COLUMNS.map(([key]) => t(lang, key)),
        rows: rows(),
      });
    },
    async getAuditSettings() {
      return ok(await auditSettings(db));
    },
    async updateAuditSettings(req) {
      const next = { retentionDays: req.body.retentionDays };
      const before = await auditSettings(db);
      await audited(db, req, { module: 'audit-log', action: 'settings' }, async (tx, audit) => {
        audit.before = before;
        await putAuditSettings(tx, next);
        audit.after = next;
      });
      await pruneAuditLog(db);
      return ok(next);
    },
  } satisfies Partial<SystemHandlers>;
}
