// The one TanStack Query client of the signed-in portal. Queries call the one API client and
// `unwrap` (with `hideMessage`: a failed query is shown where its data would be, by
// components/query-state, not as a toast); mutations use `unwrap` as it is, so their failures
// toast the catalogue's message. No other error path exists.
//
// This module is imported only by the signed-in layout and the pages under it, so the login
// route does not carry TanStack Query.
import { QueryClient } from '@tanstack/react-query';
import { langAtom } from '../state/lang-state.ts';
import { SESSION_ENDED, TOKEN_UPDATED, currentUserAtom, sessionEvents } from '../state/session-state.ts';
import { store } from '../state/store.ts';
import { ApiRequestError } from './client.ts';

/** A 4xx answer will be the same on a retry; a network error or a 5xx may not. */
const retryable = (error: unknown) => !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) => failures < 1 && retryable(error),
      // The shell is a long-lived tab over admin data: a focus change is not a reason to reload
      // every list (the user reloads with the page's own controls).
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

// Nothing of one user's data may be shown to the next one: the cache goes with the session.
sessionEvents.addEventListener(SESSION_ENDED, () => queryClient.clear());
let lastUserId = store.get(currentUserAtom)?.id;
sessionEvents.addEventListener(TOKEN_UPDATED, () => {
  const userId = store.get(currentUserAtom)?.id;
  if (userId !== lastUserId) queryClient.clear();
  lastUserId = userId;
});

// The server answers names, labels and messages in the request's language: refetch what is
// shown and mark the rest stale.
store.sub(langAtom, () => {
  void queryClient.invalidateQueries();
});
