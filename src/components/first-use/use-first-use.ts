// A control whose popup (a menu, a popover) loads on first use, so a page that merely shows the
// control does not download Fluent's Menu/Popover and the positioning engine: until first clicked
// the control is a plain button spreading `trigger`; the popup's module starts loading when the
// pointer or focus reaches it, and the popup renders open (`defaultOpen`) on the click.
import { useState } from 'react';

export interface FirstUseTrigger {
  onPointerEnter(): void;
  onFocus(): void;
  onClick(): void;
}

/** `[used, trigger]`: render the real popup once `used`, the plain button with `trigger` until then. */
export function useFirstUse(load: () => Promise<unknown>): readonly [boolean, FirstUseTrigger] {
  const [used, setUsed] = useState(false);
  const preload = () => void load();
  return [used, { onPointerEnter: preload, onFocus: preload, onClick: () => setUsed(true) }] as const;
}
