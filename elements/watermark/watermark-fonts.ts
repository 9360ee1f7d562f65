// Font presets of spec section 3 with fallbacks for machines that lack the named font
// (Windows names, macOS names, then the Noto builds Linux distributions ship).

/**
 * Named font presets; any other value is used as a CSS font-family list as written.
 *
 * @example
 * ```html
 * <arcana-watermark font="source-han-serif" text="Draft"></arcana-watermark>
 * ```
 */
export type WatermarkFont = 'system' | 'simhei' | 'source-han-sans' | 'source-han-serif' | 'pingfang';

/**
 * The CSS font-family list of each preset.
 *
 * @example
 * ```js
 * document.body.style.fontFamily = FONT_STACKS.pingfang;
 * ```
 */
export const FONT_STACKS: Record<WatermarkFont, string> = {
  system:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  simhei: 'SimHei, "Heiti SC", "STHeiti", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  'source-han-sans':
    '"Source Han Sans SC", "Source Han Sans CN", "Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif',
  'source-han-serif': '"Source Han Serif SC", "Source Han Serif CN", "Noto Serif CJK SC", "Noto Serif SC", "Songti SC", SimSun, serif',
  pingfang: '"PingFang SC", "Hiragino Sans GB", "Heiti SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
};

/**
 * The font-family list for a preset id, accepted in any case and spacing ("SimHei",
 * "Source Han Sans", "PingFang"); other values come back unchanged.
 *
 * @example
 * ```js
 * fontStack('SimHei'); // 'SimHei, "Heiti SC", ...'
 * ```
 */
export function fontStack(font: string | undefined): string {
  const id = (font ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (!id) return FONT_STACKS.system;
  const alias: Record<string, WatermarkFont> = {
    sourcehansans: 'source-han-sans',
    sourcehanserif: 'source-han-serif',
    pingfang: 'pingfang',
  };
  const key = (alias[id.replace(/-/g, '')] ?? id) as WatermarkFont;
  return FONT_STACKS[key] ?? font!;
}
