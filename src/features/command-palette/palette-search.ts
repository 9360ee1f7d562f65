// The palette's searches of users, roles and departments: through the list endpoints the admin
// pages use, with the typed text as keyword once typing pauses, a few results each, and only when
// the user holds the page the result opens (the server checks the same permission).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import type { NavEntry } from '../../api/menu-model.ts';
import { departmentOptionsQuery } from '../../api/options.ts';
import { departmentItem, matches, roleItem, userItem, type PaletteItem } from './palette-items.ts';

/** Results per kind. */
export const SEARCH_LIMIT = 5;
const DEBOUNCE_MS = 250;

/** `text` once it has not changed for DEBOUNCE_MS. */
export function useDebounced(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

const quiet = { hideMessage: true } as const;

export interface AdminPages {
  user?: NavEntry;
  role?: NavEntry;
  department?: NavEntry;
}

/** The search results, grouped; empty while nothing is typed. */
export function usePaletteSearch(
  text: string,
  pages: AdminPages,
): { users: PaletteItem[]; roles: PaletteItem[]; departments: PaletteItem[] } {
  const keyword = useDebounced(text.trim());
  const users = useQuery({
    queryKey: ['command-palette', 'users', keyword],
    enabled: !!keyword && !!pages.user,
    queryFn: () => unwrap(api.GET('/system/user/page', { params: { query: { current: 1, size: SEARCH_LIMIT, keyword } } }), quiet),
  });
  const roles = useQuery({
    queryKey: ['command-palette', 'roles', keyword],
    enabled: !!keyword && !!pages.role,
    queryFn: () => unwrap(api.GET('/system/role/list', { params: { query: { current: 1, size: SEARCH_LIMIT, keyword } } }), quiet),
  });
  // The department list has no keyword: the pickers' list (one request, cached, refreshed by
  // department writes) is filtered here.
  const departments = useQuery({ ...departmentOptionsQuery(), enabled: !!keyword && !!pages.department });
  if (!keyword) return { users: [], roles: [], departments: [] };
  return {
    users: pages.user ? (users.data?.records ?? []).slice(0, SEARCH_LIMIT).map((u) => userItem(pages.user!, u)) : [],
    roles: pages.role ? (roles.data?.records ?? []).slice(0, SEARCH_LIMIT).map((r) => roleItem(pages.role!, r)) : [],
    departments: pages.department
      ? (departments.data ?? [])
          .map((d) => departmentItem(pages.department!, d))
          .filter((d) => matches(d, keyword))
          .slice(0, SEARCH_LIMIT)
      : [],
  };
}
