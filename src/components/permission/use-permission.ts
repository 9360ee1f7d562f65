// Button permissions (spec section 6) for React code: true when the user's category-2 menu
// entries hold exactly this code. The same list feeds <arcana-permission> (PermissionSync).
import { useAtomValue } from 'jotai';
import { buttonPermissionsAtom } from '../../state/session-state.ts';

export function usePermission(code: string): boolean {
  const list = useAtomValue(buttonPermissionsAtom);
  return code !== '' && list.some((p) => p.code === code);
}

/** One answer per code, in order; an undefined code needs no permission (row actions). */
export function usePermissions(codes: readonly (string | undefined)[]): boolean[] {
  const list = useAtomValue(buttonPermissionsAtom);
  return codes.map((code) => code === undefined || (code !== '' && list.some((p) => p.code === code)));
}
