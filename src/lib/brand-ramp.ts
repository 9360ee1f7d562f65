// Fluent UI v9 themes take a 16-step brand ramp (10 darkest .. 160 lightest) where step 80 is
// the primary colour. Fluent publishes no helper for one colour, so we mix the colour towards
// black below 80 and towards white above it, which keeps the configured colour exact at 80.
import type { BrandVariants } from '@fluentui/react-components';

export const DEFAULT_BRAND_COLOR = '#705ADA';
const STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

function parseHex(hex: string): [number, number, number] | undefined {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return undefined;
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: number[], b: number[], t: number) => a.map((c, i) => c + (b[i]! - c) * t);

export function brandRamp(color: string | undefined): BrandVariants {
  const base = parseHex(color ?? '') ?? parseHex(DEFAULT_BRAND_COLOR)!;
  const ramp = {} as Record<(typeof STEPS)[number], string>;
  for (const step of STEPS) {
    if (step === 80) ramp[step] = toHex(base);
    else if (step < 80) ramp[step] = toHex(mix(base, [0, 0, 0], ((80 - step) / 70) * 0.85));
    else ramp[step] = toHex(mix(base, [255, 255, 255], ((step - 80) / 80) * 0.9));
  }
  return ramp;
}
