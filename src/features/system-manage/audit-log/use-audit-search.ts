// The audit log's page, size and filters, kept in the URL.
import { listPrefetch, useListPage } from '../../../components/list-page/use-list-page.ts';
import { auditPageQuery } from './audit-log-api.ts';
import type { ListState } from '../../../components/data-table/use-url-list-state.ts';

export const AUDIT_FILTERS = ['username', 'ip', 'from', 'to', 'app', 'module', 'action', 'outcome'] as const;
export type AuditSearch = ListState<(typeof AUDIT_FILTERS)[number]>;

/** A new filter starts again from page 1. */
const AUDIT_LIST = { tableId: 'system-audit-log', filters: AUDIT_FILTERS };
export const useAuditList = () => useListPage(AUDIT_LIST);
export const prefetchAuditList = listPrefetch(AUDIT_LIST, auditPageQuery);
