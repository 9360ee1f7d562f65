// The one way a write refreshes what it changed: a mutation that, once the server has accepted it,
// invalidates the named areas of src/api/query-keys.ts and resolves after their active queries
// have refetched (so a dialog that closes on success shows the new list, not the old one).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type QueryArea } from './query-keys.ts';

export interface InvalidatingOptions<R> {
  /** Runs first on success, e.g. to copy the saved value into an atom. */
  onSaved?: (saved: R) => void | Promise<void>;
}

export function useInvalidatingMutation<A, R>(
  mutationFn: (arg: A) => Promise<R>,
  stale: readonly QueryArea[],
  opts: InvalidatingOptions<R> = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (saved: R) => {
      await opts.onSaved?.(saved);
      await Promise.all(stale.map((area) => client.invalidateQueries({ queryKey: queryKeys[area] })));
    },
  });
}
