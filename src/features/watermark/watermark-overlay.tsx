// The platform watermark over the shell and the embedded applications (whose DOM lives in the
// shell's document), drawn by <arcana-watermark fullscreen> when the server settings enable it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { currentUserAtom } from '../../api/session-state.ts';
import { Watermark } from '../../../elements/react/watermark.ts';
import type { ArcanaWatermark } from '../../../elements/watermark/watermark.ts';
import { fetchWatermarkConfig, watermarkProps, type WatermarkConfig } from './watermark-api.ts';

function useWatermarkConfig(): WatermarkConfig | null {
  const userId = useAtomValue(currentUserAtom)?.id;
  const [config, setConfig] = useState<WatermarkConfig | null>(null);
  useEffect(() => {
    setConfig(null);
    if (userId == null) return undefined;
    let live = true;
    fetchWatermarkConfig().then((c) => { if (live) setConfig(c ?? null); }, () => undefined);
    return () => { live = false; };
  }, [userId]);
  return config;
}

/** Mounted once in the shell layout; renders nothing while the watermark is disabled. */
export function WatermarkOverlay() {
  const config = useWatermarkConfig();
  // The element puts itself back when removed; release it first so that React may unmount it
  // (logout, watermark switched off). @lit/react calls the ref with null before the removal
  // (it ignores React 19 ref clean-up functions).
  const mounted = useRef<ArcanaWatermark | null>(null);
  const guard = useCallback((el: ArcanaWatermark | null) => {
    if (!el) mounted.current?.release();
    mounted.current = el;
  }, []);
  if (!config?.enabled) return null;
  return <Watermark ref={guard} fullscreen {...watermarkProps(config)} />;
}
