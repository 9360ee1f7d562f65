// The input filters of spec section 5, applied on every keystroke of a numeric field (ports,
// counts, days, sizes, amounts). Pure: each takes what the user typed and returns what the field
// keeps.

/** Leading zeros of a whole-number part collapsed: "007" -> "7", "000" -> "0". */
const collapseLeadingZeros = (digits: string): string => digits.replace(/^0+(?=\d)/, '');

/** Integer input: digits only, leading zeros collapsed ("0a12b" -> "12", "-5" -> "5"). */
export function filterInteger(text: string): string {
  return collapseLeadingZeros(text.replace(/\D+/g, ''));
}

/**
 * What an integer field keeps of a change: the digits with leading zeros collapsed, or null when
 * the change holds anything else. Stripping "1.5" to 15 or "-5" to 5 would store a number the
 * user never meant, so such a change is refused whole (the field keeps its value and says why).
 */
export function acceptInteger(text: string): string | null {
  return /^\d*$/.test(text) ? collapseLeadingZeros(text) : null;
}

/**
 * Money input: everything but digits and dots stripped, repeated dots collapsed (only the first
 * dot stays a decimal point), leading zeros collapsed, at most two decimals.
 * "¥ 001,234.567" -> "1234.56"; "1..2.3" -> "1.23"; ".5" -> "0.5"; "12." stays "12." (typing).
 */
export function filterMoney(text: string): string {
  const kept = text.replace(/[^\d.]+/g, '');
  const dot = kept.indexOf('.');
  if (dot < 0) return collapseLeadingZeros(kept);
  const whole = collapseLeadingZeros(kept.slice(0, dot)) || '0';
  const decimals = kept
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole}.${decimals}`;
}

/** The number a filtered field holds, or null while it is empty. */
export function filteredNumber(text: string): number | null {
  if (text === '' || text === '.') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}
