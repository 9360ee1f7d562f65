// The audit log's page, size and filters, kept in the URL.
import { useUrlListState, type ListState } from '../../../components/data-table/use-url-list-state.ts';

export const AUDIT_FILTERS = ['username', 'ip', 'from', 'to', 'app', 'module', 'action', 'outcome'] as const;
export type AuditSearch = ListState<(typeof AUDIT_FILTERS)[number]>;

/** `[search, update]`; a new filter starts again from page 1. */
export const useAuditSearch = () => useUrlListState(AUDIT_FILTERS);
