// The platform watermark over the shell and the embedded applications (whose DOM lives in the
// shell's document), drawn by <arcana-watermark fullscreen> when the server settings enable it.
import { Suspense, lazy } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { currentUserAtom } from '../../api/session-state.ts';
import { watermarkConfigQuery } from './watermark-api.ts';

const WatermarkLayer = lazy(() => import('./watermark-layer.tsx'));

/** Mounted once in the shell layout; renders nothing while the watermark is disabled. */
export function WatermarkOverlay() {
  const userId = useAtomValue(currentUserAtom)?.id;
  const config = useQuery(watermarkConfigQuery(userId)).data;
  if (!config?.enabled) return null;
  return <Suspense fallback={null}><WatermarkLayer config={config} /></Suspense>;
}
