// Shared fixtures of the element tests.
import axe from 'axe-core';
import type { ArcanaWatermark } from '../../elements/index.ts';

const mounted: HTMLElement[] = [];

/** Puts `html` into a fresh container in the body; removed again by `cleanup()`. */
export function fixture(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  mounted.push(container);
  return container;
}

/** Releases every watermark (so the removal sticks) and removes the fixtures. */
export function cleanup(): void {
  for (const el of document.querySelectorAll<ArcanaWatermark>('arcana-watermark')) {
    el.release();
    el.remove();
  }
  for (const c of mounted.splice(0)) c.remove();
}

/** Lets mutation observers and element updates run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 20));

/** axe-core violations of `root` (rule id and the failing nodes), for a readable failure. */
export async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

/** Records every fillText call of any 2D canvas with the font and fill style in effect. */
export function spyFillText() {
  const calls: { text: string; font: string; fillStyle: string }[] = [];
  const proto = CanvasRenderingContext2D.prototype;
  const original = proto.fillText;
  proto.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, max?: number) {
    calls.push({ text, font: this.font, fillStyle: typeof this.fillStyle === 'string' ? this.fillStyle : 'gradient or pattern' });
    if (max === undefined) original.call(this, text, x, y);
    else original.call(this, text, x, y, max);
  };
  return {
    calls,
    texts: () => calls.map((c) => c.text),
    restore: () => {
      proto.fillText = original;
    },
  };
}
