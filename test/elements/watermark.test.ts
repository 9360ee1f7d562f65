// <arcana-watermark>: drawing, content presets, font/colour/spacing/rotation, tamper
// restoration, pointer pass-through, printing and accessibility.
import { expect } from 'chai';
import { emulateMedia } from '@web/test-runner-commands';
import { ArcanaWatermark, formatWatermarkTime, type WatermarkRestoreDetail } from '../../elements/index.ts';
import { axeViolations, cleanup, fixture, settle, spyFillText } from './helpers.ts';

const layerOf = (el: ArcanaWatermark) => el.shadowRoot!.querySelector<HTMLElement>('[part="layer"]')!;

async function mount(attrs: string, inner = '<p>Quarterly figures</p>'): Promise<ArcanaWatermark> {
  const el = fixture(`<arcana-watermark ${attrs}>${inner}</arcana-watermark>`).querySelector('arcana-watermark')!;
  await el.updateComplete;
  return el;
}

/** Non-transparent pixels in the element's tile image. */
async function inkedPixels(el: ArcanaWatermark): Promise<number> {
  // onload rather than img.decode(), which can stall in a background page of the runner.
  const img = new Image();
  await new Promise((resolve, reject) => {
    img.onload = resolve;
    img.onerror = reject;
    img.src = el.tileDataUrl;
  });
  const canvas = document.createElement('canvas');
  canvas.width = img.width;
  canvas.height = img.height;
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(img, 0, 0);
  const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  let inked = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) inked++;
  return inked;
}

describe('<arcana-watermark>', function () {
  // axe and the print emulation (a round trip to the test runner) are slow on a busy machine.
  this.timeout(30000);
  afterEach(cleanup);

  describe('drawing', () => {
    it('draws its text on a canvas and tiles the image over its content', async () => {
      const el = await mount('text="Confidential" color="rgb(200, 0, 0)"');
      expect(el.tileDataUrl).to.match(/^data:image\/png;base64,/);
      expect(await inkedPixels(el)).to.be.greaterThan(50);
      const layer = getComputedStyle(layerOf(el));
      expect(layer.backgroundImage).to.contain('data:image/png');
      expect(layer.backgroundRepeat).to.equal('repeat');
      const box = el.getBoundingClientRect();
      const layerBox = layerOf(el).getBoundingClientRect();
      expect(layerBox.width).to.equal(box.width);
      expect(layerBox.height).to.equal(box.height);
      expect(box.height).to.be.greaterThan(0);
    });

    it('draws nothing when no preset and no text is set', async () => {
      const el = await mount('');
      expect(el.lines).to.deep.equal([]);
      expect(el.tileDataUrl).to.equal('');
      expect(getComputedStyle(layerOf(el)).backgroundImage).to.equal('none');
    });

    it('covers the whole viewport with fullscreen (and its alias global)', async () => {
      for (const attr of ['fullscreen', 'global']) {
        const el = await mount(`${attr} text="All of it"`, '');
        const layerBox = layerOf(el).getBoundingClientRect();
        expect(getComputedStyle(layerOf(el)).position, attr).to.equal('fixed');
        expect(layerBox.width, attr).to.equal(document.documentElement.clientWidth);
        expect(layerBox.height, attr).to.equal(window.innerHeight);
        cleanup();
      }
    });

    it('never injects its text as HTML', async () => {
      const el = await mount(`text="<img src=x onerror=alert(1)>"`);
      expect(el.shadowRoot!.querySelector('img') === null).to.equal(true);
      expect(el.shadowRoot!.innerHTML).not.to.contain('onerror');
      expect(el.lines).to.deep.equal(['<img src=x onerror=alert(1)>']);
    });
  });

  describe('content presets', () => {
    let spy: ReturnType<typeof spyFillText>;
    beforeEach(() => {
      spy = spyFillText();
    });
    afterEach(() => spy.restore());

    it('draws the direct department alone', async () => {
      await mount('department="Finance Department"');
      expect(spy.texts()).to.deep.equal(['Finance Department']);
    });

    it('draws the client IP address alone', async () => {
      await mount('ip="10.20.30.40"');
      expect(spy.texts()).to.deep.equal(['10.20.30.40']);
    });

    it('draws the current time alone', async () => {
      const before = formatWatermarkTime(new Date());
      await mount('show-time');
      const after = formatWatermarkTime(new Date());
      expect(spy.texts()).to.have.length(1);
      expect([before, after]).to.include(spy.texts()[0]);
      expect(spy.texts()[0]).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    });

    it('draws custom text alone, one line per line break', async () => {
      await mount('');
      const el = document.querySelector('arcana-watermark')!;
      spy.calls.length = 0;
      el.text = 'Internal use only\nDo not forward';
      await el.updateComplete;
      expect(spy.texts()).to.deep.equal(['Internal use only', 'Do not forward']);
    });

    it('draws any combination, department, IP, time, then custom text', async () => {
      const el = await mount('department="研发部" ip="192.168.1.9" show-time text="机密"');
      expect(el.lines).to.have.length(4);
      const texts = spy.texts();
      expect(texts[0]).to.equal('研发部');
      expect(texts[1]).to.equal('192.168.1.9');
      expect(texts[2]).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(texts[3]).to.equal('机密');
    });

    it('shows a watermark created again with the same text and look without drawing it again', async () => {
      const first = await mount('text="Drawn once" color="#123456"');
      spy.calls.length = 0;
      const again = await mount('text="Drawn once" color="#123456"');
      expect(spy.calls).to.deep.equal([]);
      expect(again.tileDataUrl).to.equal(first.tileDataUrl);
      expect(getComputedStyle(layerOf(again)).backgroundImage).to.contain('data:image/png');
    });

    it('redraws when a preset property changes', async () => {
      const el = await mount('department="Sales"');
      spy.calls.length = 0;
      el.department = '';
      el.ip = '172.16.0.1';
      await el.updateComplete;
      expect(spy.texts()).to.deep.equal(['172.16.0.1']);
    });
  });

  describe('appearance settings', () => {
    let spy: ReturnType<typeof spyFillText>;
    beforeEach(() => {
      spy = spyFillText();
    });
    afterEach(() => spy.restore());

    const fonts: [string, string][] = [
      ['system', 'system-ui'],
      ['simhei', 'SimHei'],
      ['SimHei', 'SimHei'],
      ['source-han-sans', 'Source Han Sans SC'],
      ['Source Han Serif', 'Source Han Serif SC'],
      ['pingfang', 'PingFang SC'],
    ];
    for (const [font, family] of fonts) {
      it(`uses the ${font} font preset with fallbacks`, async () => {
        // Text of its own: a tile already drawn with the same look is reused, not drawn again.
        await mount(`text="A ${font}" font="${font}" font-size="24"`);
        const used = spy.calls[0]!.font;
        expect(used).to.contain('24px');
        expect(used).to.contain(family);
        expect(used).to.match(/(sans-serif|serif)$/);
      });
    }

    it('draws in the given colour', async () => {
      await mount('text="A" color="#ff0000"');
      expect(spy.calls[0]!.fillStyle).to.equal('#ff0000');
    });

    it('rotates the text by the given angle', async () => {
      const rotations: number[] = [];
      const original = CanvasRenderingContext2D.prototype.rotate;
      CanvasRenderingContext2D.prototype.rotate = function (this: CanvasRenderingContext2D, a: number) {
        rotations.push(a);
        original.call(this, a);
      };
      try {
        await mount('text="A" rotate="-30"');
      } finally {
        CanvasRenderingContext2D.prototype.rotate = original;
      }
      expect(rotations.at(-1)).to.be.closeTo((-30 * Math.PI) / 180, 1e-9);
    });

    it('spaces the tiles by the margin (gap)', async () => {
      const tileWidth = (el: ArcanaWatermark) => parseFloat(getComputedStyle(layerOf(el)).backgroundSize);
      const narrow = await mount('text="Spacing" rotate="0" gap="20"');
      const wide = await mount('text="Spacing" rotate="0" gap="220"');
      expect(tileWidth(wide) - tileWidth(narrow)).to.be.closeTo(200, 1);
    });
  });

  describe('tamper resistance', () => {
    const restoredReasons = (el: ArcanaWatermark) => {
      const reasons: string[] = [];
      el.addEventListener('arcana-watermark-restore', (e: CustomEvent<WatermarkRestoreDetail>) => reasons.push(e.detail.reason));
      return reasons;
    };

    it('puts itself back where it was when removed', async () => {
      const container = fixture('<p id="a">a</p><arcana-watermark text="Kept"></arcana-watermark><p id="b">b</p>');
      const el = container.querySelector('arcana-watermark')!;
      const reasons = restoredReasons(el);
      el.remove();
      await settle();
      expect(el.isConnected).to.equal(true);
      expect(el.previousElementSibling?.id).to.equal('a');
      expect(el.nextElementSibling?.id).to.equal('b');
      expect(reasons).to.include('removed');
      // ... also when the whole content of its parent is replaced.
      container.innerHTML = '';
      await settle();
      expect(el.parentNode === container).to.equal(true);
      expect(getComputedStyle(layerOf(el)).backgroundImage).to.contain('data:image/png');
    });

    it('puts a page-wide watermark back on the page when its container is removed', async () => {
      const container = fixture('<section><arcana-watermark fullscreen text="Kept"></arcana-watermark></section>');
      const el = container.querySelector('arcana-watermark')!;
      await el.updateComplete;
      const reasons = restoredReasons(el);
      container.querySelector('section')!.remove();
      await settle();
      expect(el.isConnected).to.equal(true);
      expect(el.parentNode === document.body).to.equal(true);
      expect(reasons).to.deep.equal(['removed']);
    });

    it('restores its style when the page hides it through the style attribute', async () => {
      const el = await mount('text="Kept"');
      const reasons = restoredReasons(el);
      el.style.display = 'none';
      el.style.setProperty('visibility', 'hidden', 'important');
      await settle();
      expect(getComputedStyle(el).display).to.equal('block');
      expect(getComputedStyle(el).visibility).to.equal('visible');
      el.setAttribute('style', 'opacity: 0 !important');
      await settle();
      expect(getComputedStyle(el).opacity).to.equal('1');
      expect(reasons).to.include('style');
    });

    it('puts back configuration attributes changed from the page, but follows its properties', async () => {
      const el = await mount('text="Kept" show-time department="Finance"');
      const reasons = restoredReasons(el);
      el.setAttribute('text', '');
      el.removeAttribute('show-time');
      el.setAttribute('color', 'transparent');
      await settle();
      await el.updateComplete;
      expect(el.getAttribute('text')).to.equal('Kept');
      expect(el.hasAttribute('show-time')).to.equal(true);
      expect(el.hasAttribute('color')).to.equal(false);
      expect(el.lines).to.have.length(3);
      expect(el.lines[2]).to.equal('Kept');
      expect(el.color).to.equal('rgba(0, 0, 0, 0.12)');
      expect(reasons).to.deep.equal(['attribute']);
      // The owner's way: properties.
      el.text = 'Updated';
      el.department = '';
      await el.updateComplete;
      await settle();
      expect(el.lines.at(-1)).to.equal('Updated');
      expect(el.lines).to.have.length(2);
      expect(reasons).to.deep.equal(['attribute']);
    });

    it('removes the hidden attribute', async () => {
      const el = await mount('text="Kept"');
      const reasons = restoredReasons(el);
      el.hidden = true;
      await settle();
      expect(el.hasAttribute('hidden')).to.equal(false);
      expect(getComputedStyle(el).display).to.equal('block');
      expect(reasons).to.deep.equal(['hidden']);
    });

    it('stays visible against page style sheets and ::part() rules', async () => {
      const style = document.createElement('style');
      style.textContent =
        'arcana-watermark { display: none !important; opacity: 0 !important; } arcana-watermark::part(layer) { display: none !important; background-image: none !important; }';
      document.head.append(style);
      try {
        const el = await mount('text="Kept"');
        expect(getComputedStyle(el).display).to.equal('block');
        expect(getComputedStyle(el).opacity).to.equal('1');
        expect(getComputedStyle(layerOf(el)).display).to.equal('block');
        expect(getComputedStyle(layerOf(el)).backgroundImage).to.contain('data:image/png');
      } finally {
        style.remove();
      }
    });

    it('repairs its shadow content: a removed layer, a changed layer style, injected nodes', async () => {
      const el = await mount('text="Kept"');
      const reasons = restoredReasons(el);
      layerOf(el).remove();
      await settle();
      expect(getComputedStyle(layerOf(el)).backgroundImage).to.contain('data:image/png');

      layerOf(el).style.backgroundImage = 'none';
      layerOf(el).style.display = 'none';
      await settle();
      expect(getComputedStyle(layerOf(el)).display).to.equal('block');
      expect(getComputedStyle(layerOf(el)).backgroundImage).to.contain('data:image/png');

      const injected = document.createElement('style');
      injected.textContent = '[part="layer"] { display: none !important }';
      el.shadowRoot!.append(injected);
      await settle();
      expect(injected.isConnected).to.equal(false);
      expect(getComputedStyle(layerOf(el)).display).to.equal('block');
      expect(reasons.filter((r) => r === 'shadow')).to.have.length(3);
    });

    it('can be removed on purpose after release()', async () => {
      const el = await mount('text="Gone"');
      el.release();
      el.remove();
      await settle();
      expect(el.isConnected).to.equal(false);
    });
  });

  it('lets pointer events through to the content beneath', async () => {
    const container = fixture(
      '<button id="under" style="position: fixed; top: 40px; left: 40px; width: 120px; height: 40px">Beneath</button><arcana-watermark fullscreen text="Over everything"></arcana-watermark>',
    );
    await container.querySelector('arcana-watermark')!.updateComplete;
    const button = container.querySelector<HTMLButtonElement>('#under')!;
    expect(document.elementFromPoint(100, 60) === button, 'the button is hit').to.equal(true);
    let clicks = 0;
    button.addEventListener('click', () => clicks++);
    // The layer's box is really over the button (so the pass-through is what lets it through).
    const layer = layerOf(container.querySelector('arcana-watermark')!);
    expect(Number(getComputedStyle(layer).zIndex)).to.be.greaterThan(1000);
    expect(getComputedStyle(layer).pointerEvents).to.equal('none');
    (document.elementFromPoint(100, 60) as HTMLElement).click();
    expect(clicks).to.equal(1);
  });

  it('stays visible in print with exact colours', async () => {
    const el = await mount('fullscreen text="Printed"', '');
    await emulateMedia({ media: 'print' });
    try {
      const layer = getComputedStyle(layerOf(el));
      expect(matchMedia('print').matches).to.equal(true);
      expect(layer.display).to.equal('block');
      expect(layer.visibility).to.equal('visible');
      expect(layer.backgroundImage).to.contain('data:image/png');
      expect(layer.getPropertyValue('print-color-adjust')).to.equal('exact');
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });

  it('has no accessibility violations and hides its decoration from assistive technology', async () => {
    const container = fixture(
      '<main><h1>Report</h1><arcana-watermark department="Finance" ip="10.0.0.1" show-time text="Confidential"><p>Body text</p><button>Save</button></arcana-watermark></main>',
    );
    await container.querySelector('arcana-watermark')!.updateComplete;
    expect(await axeViolations(container)).to.deep.equal([]);
    expect(layerOf(container.querySelector('arcana-watermark')!).getAttribute('aria-hidden')).to.equal('true');
  });
});
