// Loading, error-with-retry and ready states of one query, so no page writes them again.
import type { ReactNode } from 'react';
import { Spinner } from '@fluentui/react-components';
import { ErrorRetry } from './error-retry.tsx';

/** The part of a TanStack query result (or any loader) this component reads. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Spinner label while loading, e.g. "Loading the licence…". */
  loadingLabel: string;
  /** Title of the error bar, e.g. "The licence could not be loaded." */
  errorTitle: string;
  children(data: T): ReactNode;
}

export function QueryState<T>({ query, loadingLabel, errorTitle, children }: QueryStateProps<T>) {
  // Data already on screen stays while a background refetch fails or runs.
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <ErrorRetry title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  return <Spinner label={loadingLabel} />;
}
