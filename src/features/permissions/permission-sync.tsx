// Feeds the user's button permissions (category-2 menu entries) into the page-wide registry of
// <arcana-permission>, so every gate on the page, in the portal and in apps that share the
// page, follows the current list without being handed it.
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { buttonPermissionsAtom } from '../../state/session-state.ts';
import { setPermissions } from '../../../elements/permission/permission-registry.ts';
import { afterPageShown } from '../../lib/page-settled.ts';

/** Mounted once in the shell layout; renders nothing. */
export function PermissionSync() {
  const list = useAtomValue(buttonPermissionsAtom);
  useEffect(() => {
    setPermissions(list);
  }, [list]);
  useEffect(() => {
    // Defines <arcana-permission> in the shell's window too (loaded once the first page is shown:
    // lit stays out of what home needs to render). Markup of a wujie application lives in the
    // shell's document, so a gate its own script did not create is upgraded by this definition,
    // which reads the registry above.
    afterPageShown(() => void import('../../../elements/permission/permission.ts'));
    return () => setPermissions(null);
  }, []);
  return null;
}
