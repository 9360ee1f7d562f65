// Arrow keys between the controls of a group (the header's toolbar, the sidebar's items), as
// Fluent's useArrowNavigationGroup does, without tabster: that hook brings tabster's focus
// manager (about 18 KiB gzip) into the first load of every signed-in page, while nothing on home
// needs it before a menu or dialog opens (they load it themselves). The group is one Tab stop,
// as with tabster's mover: Tab and Shift+Tab leave it from wherever the focus is inside.
import { useCallback, type KeyboardEvent } from 'react';

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]';

/** The group's controls a keyboard can reach, in document order, as tabster counts them: shown,
 *  not disabled, not taken out of the tab order. */
function controlsOf(group: HTMLElement): HTMLElement[] {
  return [...group.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.matches(':disabled, [tabindex="-1"]') && el.checkVisibility(),
  );
}

const KEYS = {
  horizontal: { next: 'ArrowRight', previous: 'ArrowLeft' },
  vertical: { next: 'ArrowDown', previous: 'ArrowUp' },
} as const;

/** Props for the group's element: arrows move to the next or previous control (wrapping round),
 *  Home and End to the first and last. */
export function useArrowKeys(axis: 'horizontal' | 'vertical') {
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const group = event.currentTarget;
      const controls = controlsOf(group);
      const at = controls.indexOf(document.activeElement as HTMLElement);
      if (at < 0) return;
      if (event.key === 'Tab') {
        // Move to the group's edge and let the browser's Tab leave from there.
        controls[event.shiftKey ? 0 : controls.length - 1]!.focus();
        return;
      }
      const { next, previous } = KEYS[axis];
      const target =
        event.key === next
          ? (at + 1) % controls.length
          : event.key === previous
            ? (at - 1 + controls.length) % controls.length
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? controls.length - 1
                : -1;
      if (target < 0) return;
      event.preventDefault();
      controls[target]!.focus();
    },
    [axis],
  );
  return { onKeyDown };
}
