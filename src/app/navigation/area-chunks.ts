// The chunks of system manage and monitor, each imported from one place: the routes render them
// lazily (routes.tsx), and the shell fetches them side by side as soon as the location enters an
// area (area-preload.ts), so the same module is never asked for twice.
import { loadAdminCatalog } from '../../lib/catalogs.ts';

export const loadLicenceGate = () => import('../../features/licence-prompt/licence-gate.tsx');
// System manage brings its own catalog, loaded before any of its strings renders.
export const loadSystemManage = () =>
  Promise.all([import('../../features/system-manage/system-manage-page.tsx'), loadAdminCatalog()]).then(([m]) => m);
export const loadMonitor = () => import('../../features/monitor/monitor-page.tsx');
