// <Can code="user:add"><Button>Add</Button></Can>: renders its content only with the button
// permission (or, with `mode="disable"`, leaves it visible but disabled). React decides from the
// same list <arcana-permission> reads, so admin pages need no lit on their own.
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { usePermission } from './use-permission.ts';

export interface CanProps {
  code: string;
  /** `hide` (default) leaves the content out; `disable` sets `disabled` on the single child. */
  mode?: 'hide' | 'disable';
  /** Shown instead when denied in `hide` mode. */
  fallback?: ReactNode;
  children: ReactNode;
}

export function Can({ code, mode = 'hide', fallback = null, children }: CanProps) {
  const granted = usePermission(code);
  if (granted) return <>{children}</>;
  if (mode === 'disable' && isValidElement(children)) {
    return cloneElement(children as ReactElement<{ disabled?: boolean }>, { disabled: true });
  }
  return <>{fallback}</>;
}
