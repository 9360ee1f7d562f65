// The chunks of system manage and monitor, each imported from one place: the routes render them
// lazily (routes.tsx), and the shell fetches them side by side as soon as the location enters an
// area (area-preload.ts), so the same module is never asked for twice.
import { preloadAdminCatalog } from '../../lib/catalogs.ts';

export const loadLicenceGate = () => import('../../features/licence-prompt/licence-gate.tsx');
// System manage brings its own catalog, in the active language, loaded before any of its strings
// renders. Fetched only: the page itself (useAdminCatalog) makes language switches wait for it,
// once it is shown, not this preload.
export const loadSystemManage = () =>
  Promise.all([import('../../features/system-manage/system-manage-page.tsx'), preloadAdminCatalog()]).then(([m]) => m);
export const loadMonitor = () => import('../../features/monitor/monitor-page.tsx');
