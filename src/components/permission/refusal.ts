// The server names, per item, why the signed-in user may not act on it (an administrator's
// account, a department outside their data scope, a role beyond their own: `changeRefusal`,
// `scopeRefusal`, … from server/auth/grant-bounds.ts). A button for such an item stays in place,
// disabled but focusable, with the reason as its tooltip, so a delegate learns why up front
// instead of meeting a refusal after clicking.
export function refusalProps(reason: string | undefined, label?: string) {
  return reason ? { disabledFocusable: true, title: reason } : label === undefined ? {} : { title: label };
}

/** The first reason among `items` (e.g. the rows picked for a bulk action), if any. */
export function firstRefusal<T>(items: readonly T[], reasonOf: (item: T) => string | undefined): string | undefined {
  for (const item of items) {
    const reason = reasonOf(item);
    if (reason) return reason;
  }
  return undefined;
}
