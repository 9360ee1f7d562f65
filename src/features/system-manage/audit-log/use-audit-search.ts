// The audit log's page, size and filters, kept in the URL.
import { useListPage } from '../../../components/list-page/use-list-page.ts';
import type { ListState } from '../../../components/data-table/use-url-list-state.ts';

export const AUDIT_FILTERS = ['username', 'ip', 'from', 'to', 'app', 'module', 'action', 'outcome'] as const;
export type AuditSearch = ListState<(typeof AUDIT_FILTERS)[number]>;

/** A new filter starts again from page 1. */
export const useAuditList = () => useListPage({ tableId: 'system-audit-log', filters: AUDIT_FILTERS });
