// The platform watermark over the shell and the embedded applications (whose DOM lives in the
// shell's document), drawn by <arcana-watermark fullscreen> when the server settings enable it.
import { Suspense, lazy, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { currentUserAtom } from '../../api/session-state.ts';
import { fetchWatermarkConfig, type WatermarkConfig } from './watermark-api.ts';

const WatermarkLayer = lazy(() => import('./watermark-layer.tsx'));

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
  if (!config?.enabled) return null;
  return <Suspense fallback={null}><WatermarkLayer config={config} /></Suspense>;
}
