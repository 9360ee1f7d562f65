// Fluent's Tooltip, loaded when the pointer or focus first reaches its target: a tooltip brings the
// positioning engine (~15 KiB gzip), which pages that only show buttons (home's cards, the
// sidebar) should not download up front. Until then the target carries the tooltip's text as its
// label (or description), so what assistive technology reads does not change.
import { Suspense, cloneElement, lazy, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import type { TooltipProps } from '@fluentui/react-components';

const Tooltip = lazy(() => import('./tooltip.ts').then((m) => ({ default: m.Tooltip })));

type TargetProps = {
  onPointerEnter?: (e: PointerEvent) => void;
  onPointerLeave?: (e: PointerEvent) => void;
  onFocus?: (e: FocusEvent) => void;
  onBlur?: (e: FocusEvent) => void;
};

export interface LazyTooltipProps extends Pick<TooltipProps, 'relationship' | 'positioning'> {
  content: string;
  children: ReactElement<TargetProps>;
}

export function LazyTooltip({ content, relationship, positioning, children }: LazyTooltipProps) {
  const [wanted, setWanted] = useState(false);
  const [visible, setVisible] = useState(false);
  const own = children.props;
  const show = () => {
    setWanted(true);
    setVisible(true);
  };
  const hide = () => setVisible(false);
  const target = cloneElement(children, {
    ...(relationship === 'label' ? { 'aria-label': content } : { 'aria-description': content }),
    onPointerEnter: (e: PointerEvent) => {
      own.onPointerEnter?.(e);
      show();
    },
    onPointerLeave: (e: PointerEvent) => {
      own.onPointerLeave?.(e);
      hide();
    },
    onFocus: (e: FocusEvent) => {
      own.onFocus?.(e);
      show();
    },
    onBlur: (e: FocusEvent) => {
      own.onBlur?.(e);
      hide();
    },
  } as TargetProps);
  if (!wanted) return target;
  return (
    <Suspense fallback={target}>
      <Tooltip
        content={content}
        relationship={relationship}
        positioning={positioning}
        visible={visible}
        onVisibleChange={(_, d) => setVisible(d.visible)}
      >
        {children}
      </Tooltip>
    </Suspense>
  );
}
