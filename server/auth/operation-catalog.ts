// The contract's operations as the interface-permission editor lists them: code (operationId),
// method, path and summary, grouped by area (the first path segment after /system). Read once
// from the bundled contract, which does not change while the server runs.
import { readContract } from '../http/contract-files.ts';

export interface ApiOperation {
  code: string;
  method: string;
  path: string;
  summary: string;
}
export interface ApiArea {
  area: string;
  operations: ApiOperation[];
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
const MOUNT = '/arcana-system';

type Op = { operationId?: string; summary?: string; security?: unknown[] };
let cached: ApiArea[] | undefined;

const areaOf = (path: string) => {
  const parts = path.split('/').filter(Boolean);
  return (parts[0] === 'system' ? parts[1] : parts[0]) ?? 'system';
};

/** Every operation that needs a token (the ones a role can grant), grouped by area, sorted. */
export function apiAreas(): ApiArea[] {
  if (cached) return cached;
  const doc = readContract('arcana-system.yaml') as { paths: Record<string, Partial<Record<(typeof METHODS)[number], Op>>> };
  const byArea = new Map<string, ApiOperation[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId || (op.security && op.security.length === 0)) continue;
      const area = areaOf(path);
      byArea.set(area, [
        ...(byArea.get(area) ?? []),
        { code: op.operationId, method: method.toUpperCase(), path: MOUNT + path, summary: op.summary ?? '' },
      ]);
    }
  }
  cached = [...byArea.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([area, operations]) => ({
      area,
      operations: operations.sort((x, y) => x.path.localeCompare(y.path) || x.method.localeCompare(y.method)),
    }));
  return cached;
}

/** operationId -> path. */
export function operationPaths(): Map<string, string> {
  return new Map(apiAreas().flatMap((a) => a.operations.map((o) => [o.code, o.path] as const)));
}
