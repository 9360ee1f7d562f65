// The audit log: a page of records, one record, the filter lists, the export file, retention.
import { api, unwrap } from '../../../api/client.ts';
import { pageQuery, readQuery } from '../../../api/read-query.ts';
import { settingsResource, type SettingsBody } from '../../../api/settings-resource.ts';
import type { components } from '../../../api/gen/arcana-system.ts';
import type { AuditSearch } from './use-audit-search.ts';
import { parseDate } from '../../../lib/date-format.ts';

export type AuditRecord = components['schemas']['AuditRecord'];
export type AuditRecordDetail = components['schemas']['AuditRecordDetail'];
export interface AuditPage {
  records: AuditRecord[];
  total: number;
  totalCapped: boolean;
  current: number;
  size: number;
}

const outcomeOf = (o: string | undefined): 'success' | 'failure' | undefined => (o === 'success' || o === 'failure' ? o : undefined);

/**
 * A filter's day as the API's instant: the start of "from", the end of "to", in local time. A
 * value that is not a day (an older link with a time) is read as the instant it names.
 */
function dayBound(value: string | undefined, end: boolean): string | undefined {
  if (!value) return undefined;
  const day = parseDate(value);
  const at = day ? new Date(day.getFullYear(), day.getMonth(), day.getDate() + (end ? 1 : 0), 0, 0, 0, end ? -1 : 0) : new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** The filter as the API takes it (times as ISO strings, empty values left out). */
export function auditFilterQuery(f: AuditSearch['filters']) {
  return {
    username: f.username || undefined,
    ip: f.ip || undefined,
    from: dayBound(f.from, false),
    to: dayBound(f.to, true),
    app: f.app || undefined,
    module: f.module || undefined,
    action: f.action || undefined,
    outcome: outcomeOf(f.outcome),
  };
}

export const auditPageQuery = (s: AuditSearch) =>
  pageQuery(['auditLog', 'page', s], () =>
    api.GET('/system/audit/page', { params: { query: { current: s.page, size: s.size, ...auditFilterQuery(s.filters) } } }),
  );

export const auditRecordQuery = (id: number) =>
  readQuery(['auditLog', 'record', id], () => api.GET('/system/audit/detail', { params: { query: { id } } }));

export const auditOptionsQuery = () => ({
  ...readQuery(['auditLog', 'options'], () => api.GET('/system/audit/options')),
  staleTime: 60_000,
});

export const auditSettings = settingsResource('auditLog', 'audit:settings', '/system/audit/settings');
export type AuditSettings = SettingsBody<typeof auditSettings>;

/** Downloads the current filter's records as a file (the server streams it). */
export async function downloadAuditExport(format: 'csv' | 'xlsx', filters: AuditSearch['filters']): Promise<void> {
  // parseAs 'blob' makes the body a Blob; the generated types still say the JSON shape.
  const blob: unknown = await unwrap(
    api.GET('/system/audit/export', { params: { query: { format, ...auditFilterQuery(filters) } }, parseAs: 'blob' }),
  );
  const url = URL.createObjectURL(blob as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `audit-log.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
