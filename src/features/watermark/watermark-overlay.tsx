// The platform watermark over the shell and the embedded applications (whose DOM lives in the
// shell's document), drawn by <arcana-watermark fullscreen> when the server settings enable it,
// where their apply range says (the whole portal, embedded applications, or chosen ones).
import { Suspense, lazy, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { currentUserAtom } from '../../state/session-state.ts';
import { menusAtom } from '../../api/menu-state.ts';
import { ROUTES } from '../../lib/routes.ts';
import { watermarkApplies, watermarkConfigQuery } from './watermark-api.ts';

const WatermarkLayer = lazy(() => import('./watermark-layer.tsx'));

/** True between the browser's beforeprint and afterprint events. */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const on = () => setPrinting(true);
    const off = () => setPrinting(false);
    window.addEventListener('beforeprint', on);
    window.addEventListener('afterprint', off);
    return () => {
      window.removeEventListener('beforeprint', on);
      window.removeEventListener('afterprint', off);
    };
  }, []);
  return printing;
}

/** Mounted once in the shell layout; renders nothing while the watermark is disabled or out of range. */
export function WatermarkOverlay() {
  const userId = useAtomValue(currentUserAtom)?.id;
  const config = useQuery(watermarkConfigQuery(userId)).data;
  const [path] = useLocation();
  const appCode = useAtomValue(menusAtom).app?.code ?? null;
  const printing = usePrinting();
  const onMicroRoute = path === ROUTES.microApp || path.startsWith(`${ROUTES.microApp}/`);
  if (!config || !watermarkApplies(config, { onMicroRoute, appCode, printing })) return null;
  return (
    <Suspense fallback={null}>
      <WatermarkLayer config={config} />
    </Suspense>
  );
}
