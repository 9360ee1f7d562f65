// One date format everywhere in the portal, whatever the language: year-month-day and a 24-hour
// clock in local time (2026-11-26 18:05:09). It reads the same in English and Chinese, sorts as
// text, and is what the date picker shows and accepts.
const pad = (n: number) => String(n).padStart(2, '0');

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

/** 2026-11-26 */
export function formatDate(value: Date | string | number): string {
  const d = toDate(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 2026-11-26 18:05:09, or 2026-11-26 18:05 without seconds. */
export function formatDateTime(value: Date | string | number, { seconds = true }: { seconds?: boolean } = {}): string {
  const d = toDate(value);
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}${seconds ? `:${pad(d.getSeconds())}` : ''}`;
  return `${formatDate(d)} ${time}`;
}

/** A typed day (2026-11-26, also with / or .) as local midnight; null when it is not a real day. */
export function parseDate(text: string): Date | null {
  const m = /^\s*(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\s*$/.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(year, month - 1, day);
  return d.getFullYear() === year && d.getMonth() === month - 1 && d.getDate() === day ? d : null;
}
