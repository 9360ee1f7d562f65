// Button permissions (spec section 6) for React code: true when the user's category-2 menu
// entries hold exactly this code. The same list feeds <arcana-permission> (PermissionSync).
import { useAtomValue } from 'jotai';
import { buttonPermissionsAtom } from '../../state/session-state.ts';

export function usePermission(code: string): boolean {
  const list = useAtomValue(buttonPermissionsAtom);
  return code !== '' && list.some((p) => p.code === code);
}
