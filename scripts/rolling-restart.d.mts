export const READY_PATH: string;
/** Resolves once GET `url` answers 200; rejects after `timeoutMs`. */
export function waitReady(url: string, timeoutMs: number): Promise<void>;
/** Restarts the processes on `ports` one at a time, each awaited ready and given `settleMs`. */
export function rollingRestart(
  ports: number[],
  opts: {
    restart: (port: number) => Promise<void>;
    host?: string;
    settleMs?: number;
    readyTimeoutMs?: number;
    log?: (line: string) => void;
  },
): Promise<void>;
