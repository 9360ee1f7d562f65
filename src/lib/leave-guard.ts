// Guards on leaving the current screen (the app bridge's dirty state): the shell's router, the
// logout item and back/forward ask them before they move. A guard answers true to let the
// navigation go (it is one it does not mind, or the user agreed), false to stay.
export type LeaveGuard = (to: string) => boolean | Promise<boolean>;

const guards = new Set<LeaveGuard>();

/** Adds a guard; returns the function that removes it. */
export function addLeaveGuard(guard: LeaveGuard): () => void {
  guards.add(guard);
  return () => void guards.delete(guard);
}

export const hasLeaveGuard = (): boolean => guards.size > 0;

/** Whether every guard lets the shell go to `to` (a path with its query). */
export async function mayLeave(to: string): Promise<boolean> {
  for (const guard of [...guards]) if (!(await guard(to))) return false;
  return true;
}
