// React wrapper of <arcana-permission> (made by @lit/react from the element class).
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { ArcanaPermission, type PermissionChangeDetail } from '../permission/permission.ts';

/**
 * `<arcana-permission>` for React: wraps content that needs a button permission.
 *
 * @example
 * ```tsx
 * <Permission code="app:add"><Button>Add</Button></Permission>
 * <Permission code="app:remove" mode="disable"><Button>Remove</Button></Permission>
 * ```
 */
export const Permission = createComponent({
  tagName: 'arcana-permission',
  elementClass: ArcanaPermission,
  react: React,
  events: { onPermissionChange: 'arcana-permission-change' as EventName<CustomEvent<PermissionChangeDetail>> },
  displayName: 'ArcanaPermission',
});
