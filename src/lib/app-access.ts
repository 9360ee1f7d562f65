// Whether an application can be opened, decided the same way on every path (home card, quick
// access, default app, the /passportal route, prefetch) and the way the server's quick-access and
// default-app checks decide it: enabled, and its licence effective.
export type BlockReason = 'disabled' | 'expired' | 'restricted' | 'unactivated';

export interface OpenableApp {
  state?: number;
  license?: { status: 'effect' | 'narrow' | 'overdue' | 'unactivated' } | null;
  openMode?: 'embedded' | 'window';
  prefetch?: boolean;
  address?: string;
}

export function blockedBy(app: OpenableApp): BlockReason | null {
  if (app.state !== undefined && app.state !== 1) return 'disabled';
  const status = app.license?.status ?? 'unactivated';
  if (status === 'unactivated') return 'unactivated';
  if (status === 'overdue') return 'expired';
  if (status === 'narrow') return 'restricted';
  return null;
}

/** Opened in a browser window of its own instead of embedded in the shell. */
export const opensInWindow = (app: OpenableApp) => app.openMode === 'window';

/** Worth loading at idle: embedded, prefetch on (the default), and openable. */
export const shouldPrefetch = (app: OpenableApp) =>
  Boolean(app.address) && !opensInWindow(app) && app.prefetch !== false && blockedBy(app) === null;
