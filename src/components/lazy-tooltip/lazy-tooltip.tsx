// Fluent's Tooltip, loaded when the pointer or focus first reaches a target: a tooltip brings the
// positioning engine (~15 KiB gzip), which pages that only show buttons (home's cards, the
// sidebar) should not download up front. Until then the target carries the tooltip's text as its
// label (or description), so what assistive technology reads does not change. Wrapping the target
// in the Tooltip re-creates its element, so that happens only while no button is pressed (a click
// in progress would be lost); once the module is loaded, every tooltip renders at once.
import { cloneElement, useState, type ComponentType, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import type { TooltipProps } from '@fluentui/react-components';

let Tooltip: ComponentType<TooltipProps> | null = null;
/** A button is pressed on a target (one pointer press at a time); set from event handlers. */
let pressed = false;
const setPressed = (down: boolean) => {
  pressed = down;
};
const loadTooltip = () =>
  import('./tooltip.ts').then((m) => {
    Tooltip = m.Tooltip;
  });

type TargetProps = {
  onPointerEnter?: (e: PointerEvent) => void;
  onPointerLeave?: (e: PointerEvent) => void;
  onPointerDown?: (e: PointerEvent) => void;
  onPointerUp?: (e: PointerEvent) => void;
  onFocus?: (e: FocusEvent) => void;
  onBlur?: (e: FocusEvent) => void;
};

export interface LazyTooltipProps extends Pick<TooltipProps, 'relationship' | 'positioning'> {
  content: string;
  children: ReactElement<TargetProps>;
}

export function LazyTooltip({ content, relationship, positioning, children }: LazyTooltipProps) {
  const [loaded, setLoaded] = useState(Tooltip != null);
  const [visible, setVisible] = useState(false);
  const swap = () => {
    if (Tooltip && !pressed) setLoaded(true);
  };
  if (loaded && Tooltip) {
    return (
      <Tooltip
        content={content}
        relationship={relationship}
        positioning={positioning}
        visible={visible}
        onVisibleChange={(_, d) => setVisible(d.visible)}
      >
        {children}
      </Tooltip>
    );
  }
  const own = children.props;
  const show = () => {
    setVisible(true);
    void loadTooltip().then(swap);
  };
  return cloneElement(children, {
    ...(relationship === 'label' ? { 'aria-label': content } : { 'aria-description': content }),
    onPointerEnter: (e: PointerEvent) => {
      own.onPointerEnter?.(e);
      show();
    },
    onPointerLeave: (e: PointerEvent) => {
      own.onPointerLeave?.(e);
      setVisible(false);
    },
    onPointerDown: (e: PointerEvent) => {
      own.onPointerDown?.(e);
      setPressed(true);
    },
    onPointerUp: (e: PointerEvent) => {
      own.onPointerUp?.(e);
      setPressed(false);
      // After the click this press makes has been dispatched.
      setTimeout(swap);
    },
    onFocus: (e: FocusEvent) => {
      own.onFocus?.(e);
      show();
    },
    onBlur: (e: FocusEvent) => {
      own.onBlur?.(e);
      setVisible(false);
    },
  } as TargetProps);
}
