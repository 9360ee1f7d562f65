// The element itself, loaded only when the watermark is enabled so that lit stays out of the
// portal's entry chunk.
import { useCallback, useRef } from 'react';
import { Watermark } from '../../../elements/react/watermark.ts';
import type { ArcanaWatermark } from '../../../elements/watermark/watermark.ts';
import { watermarkProps, type WatermarkConfig } from './watermark-api.ts';

export default function WatermarkLayer({ config }: { config: WatermarkConfig }) {
  // The element puts itself back when removed; release it first so that React may unmount it
  // (logout, watermark switched off). @lit/react calls the ref with null before the removal
  // (it ignores React 19 ref clean-up functions).
  const mounted = useRef<ArcanaWatermark | null>(null);
  const guard = useCallback((el: ArcanaWatermark | null) => {
    if (!el) mounted.current?.release();
    mounted.current = el;
  }, []);
  return <Watermark ref={guard} fullscreen {...watermarkProps(config)} />;
}
