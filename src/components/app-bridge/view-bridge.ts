// The shell's end of the app bridge for an iframe view (a menu entry with a view URL, such as the
// monitor's): the bridge in the frame posts its calls to the shell; the shell answers only
// messages from that frame's window and from the view URL's origin, and posts its answers and
// events to that origin only (a frame that navigated elsewhere receives nothing).
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { useConfirm } from '../confirm-dialog/confirm-dialog.tsx';
import { createBridgeHost, type BridgeServices, type BridgeSite } from './bridge-host.ts';
import { onShellChange } from './shell-context.ts';
import { WIRE_TAG, type WireMessage } from '../../../elements/app/app-protocol.ts';

/** Serves the bridge of the view in `frame`, loaded from `src`; returns the function that stops. */
export function serveViewBridge(frame: HTMLIFrameElement, src: string, site: BridgeSite, services: BridgeServices): () => void {
  const origin = new URL(src, location.href).origin;
  const host = createBridgeHost(site, services);
  const post = (message: WireMessage) => frame.contentWindow?.postMessage(message, origin);
  const onMessage = (event: MessageEvent) => {
    const m = event.data as WireMessage | null;
    if (event.source !== frame.contentWindow || event.origin !== origin || m?.tag !== WIRE_TAG || m.kind !== 'call') return;
    host.call(m.method, m.arg).then(
      (value) => post({ tag: WIRE_TAG, kind: 'reply', id: m.id, ok: true, value }),
      (error: unknown) =>
        post({ tag: WIRE_TAG, kind: 'reply', id: m.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
  };
  const stop = onShellChange((event, payload) => post({ tag: WIRE_TAG, kind: 'event', event, payload }));
  window.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('message', onMessage);
    stop();
    host.dispose();
  };
}

/** The view bridge of an iframe element for as long as it shows `src` (null: none). */
export function useViewBridge(src: string | null, name: string): RefObject<HTMLIFrameElement | null> {
  const frame = useRef<HTMLIFrameElement | null>(null);
  const confirm = useConfirm();
  const [location, navigate] = useLocation();
  const basePath = useRef(location);
  const title = useRef(name);
  useEffect(() => {
    title.current = name;
  }, [name]);
  useEffect(() => {
    const el = frame.current;
    if (!el || !src) return undefined;
    return serveViewBridge(
      el,
      src,
      {
        app: '',
        get name() {
          return title.current;
        },
        basePath: basePath.current,
        isShown: () => el.isConnected,
      },
      { confirm, navigate: (to, { replace }) => navigate(to, { replace }) },
    );
  }, [src, confirm, navigate]);
  return frame;
}
