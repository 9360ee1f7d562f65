// What `npm start` prints when the server is ready, written on stdout rather than through the
// logger so the one-time administrator password never lands in a log file: the address, and on
// the first start the generated password, in a box, last, so a newcomer finds both at the bottom
// of the terminal. The "listening on" line is what tools and tests wait for.
export interface StartInfo {
  url: string;
  /** Where the data lives: the embedded database's folder, or PostgreSQL. */
  where: string;
  generatedPassword?: string;
  /** The cross-origin demo application's address, when it is served. */
  demoUrl?: string;
}

/** Lines framed in a box drawn with box-drawing characters (the terminal's width is not assumed). */
function box(lines: string[]): string {
  const width = Math.max(...lines.map((l) => l.length));
  const rule = '─'.repeat(width + 2);
  return [`┌${rule}┐`, ...lines.map((l) => `│ ${l.padEnd(width)} │`), `└${rule}┘`].join('\n');
}

export function startBanner(info: StartInfo): string {
  const lines = [`Arcana Portal listening on ${info.url} (${info.where})`];
  if (info.demoUrl) lines.push(`Cross-origin demo application on ${info.demoUrl}`);
  if (!info.generatedPassword) return `${lines.join('\n')}\n`;
  const boxed = box([
    `Open ${info.url} and sign in:`,
    '',
    `  user      admin`,
    `  password  ${info.generatedPassword}`,
    '',
    'Shown only this once; you choose a new password at first sign-in.',
  ]);
  return `${lines.join('\n')}\n\n${boxed}\n\n`;
}
