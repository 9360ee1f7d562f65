// A monitor entry's view in an iframe, served the app bridge (components/app-bridge/view-bridge.ts):
// the view asks the shell for its token and language instead of reading the portal's storage.
import type { SyntheticEvent } from 'react';
import { useViewBridge } from '../../components/app-bridge/view-bridge.ts';

export function ViewFrame(props: {
  className: string;
  src: string;
  title: string;
  onLoad: (e: SyntheticEvent<HTMLIFrameElement>) => void;
}) {
  const frame = useViewBridge(props.src, props.title);
  return (
    <iframe ref={frame} className={props.className} src={props.src} title={props.title} data-testid="monitor-view" onLoad={props.onLoad} />
  );
}
