// The contract's operations as the interface-permission editor lists them: code (operationId),
// method, path and summary, grouped by area (the first path segment after /system). Read once
// from the bundled contract, which does not change while the server runs. Each operation's
// summary is in the contract in both languages (`summary` in English, `x-summary-zh_CN` beside
// it; test/server/operation-summaries.test.ts keeps both present), and the list answers
// the request's language.
import { readContract } from '../http/contract-files.ts';
import type { Lang } from '../i18n/messages.ts';

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

type Op = { operationId?: string; summary?: string; 'x-summary-zh_CN'?: string; security?: unknown[] };
type Entry = Omit<ApiOperation, 'summary'> & { summaries: Record<Lang, string> };
let cached: { area: string; operations: Entry[] }[] | undefined;
const byLang = new Map<Lang, ApiArea[]>();

const areaOf = (path: string) => {
  const parts = path.split('/').filter(Boolean);
  return (parts[0] === 'system' ? parts[1] : parts[0]) ?? 'system';
};

function catalog() {
  if (cached) return cached;
  const doc = readContract('arcana-system.yaml') as { paths: Record<string, Partial<Record<(typeof METHODS)[number], Op>>> };
  const byArea = new Map<string, Entry[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId || (op.security && op.security.length === 0)) continue;
      const area = areaOf(path);
      const en_US = op.summary ?? '';
      byArea.set(area, [
        ...(byArea.get(area) ?? []),
        {
          code: op.operationId,
          method: method.toUpperCase(),
          path: MOUNT + path,
          summaries: { en_US, zh_CN: op['x-summary-zh_CN'] ?? en_US },
        },
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

/** Every operation that needs a token (the ones a role can grant), grouped by area, sorted, summaries in `lang`. */
export function apiAreas(lang: Lang): ApiArea[] {
  let areas = byLang.get(lang);
  if (!areas) {
    areas = catalog().map((a) => ({
      area: a.area,
      operations: a.operations.map(({ summaries, ...o }) => ({ ...o, summary: summaries[lang] })),
    }));
    byLang.set(lang, areas);
  }
  return areas;
}

/** operationId -> path. */
export function operationPaths(): Map<string, string> {
  return new Map(catalog().flatMap((a) => a.operations.map((o) => [o.code, o.path] as const)));
}
