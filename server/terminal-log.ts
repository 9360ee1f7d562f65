// Log lines for a person at a terminal: pino-pretty's one readable line per entry (time, level,
// message, request id) instead of JSON. Used only when stdout is a terminal, so log collectors
// (systemd's journal, files, pipes) keep getting JSON; LOG_FORMAT=json or LOG_FORMAT=pretty
// overrides the choice.
import type { Writable } from 'node:stream';
import pretty from 'pino-pretty';

export type LogFormat = 'auto' | 'json' | 'pretty';

/** The stream to log to, or undefined for pino's JSON on stdout; `destination` is stdout unless given. */
export function terminalLogStream(
  format: LogFormat,
  isTerminal = process.stdout.isTTY,
  destination?: Writable,
): { write(line: string): void } | undefined {
  if (format === 'json' || (format === 'auto' && !isTerminal)) return undefined;
  return pretty({
    colorize: isTerminal,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
    sync: true,
    ...(destination ? { destination } : {}),
  });
}
