// Inside wujie an application's element classes (and their constructed style sheets) come from
// the app's iframe while the DOM lives in the shell's document, where adopting such a sheet
// throws. The elements then fall back to <style> and still guard their shadow content.
import { expect } from 'chai';
import { ArcanaPermission, ArcanaWatermark } from '../../elements/index.ts';
import { cleanup, fixture, settle } from './helpers.ts';

/** A constructed sheet owned by another document, as an app iframe's sheets are. */
function foreignSheet(css: string): CSSStyleSheet {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const sheet = new (frame.contentWindow as unknown as typeof globalThis).CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

class ForeignPermission extends ArcanaPermission {
  static override styles = [foreignSheet(':host { display: inline-block; outline: 3px solid rgb(1, 2, 3); }')];
}
customElements.define('x-foreign-permission', ForeignPermission);

class ForeignWatermark extends ArcanaWatermark {
  static override styles = [foreignSheet(':host { display: block; outline: 3px solid rgb(4, 5, 6); }')];
}
customElements.define('x-foreign-watermark', ForeignWatermark);

describe('elements whose styles come from another document (wujie)', () => {
  afterEach(cleanup);

  it('confirms the premise: the browser refuses to adopt a sheet of another document', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    expect(() => {
      root.adoptedStyleSheets = [foreignSheet('p { color: red }')];
    }).to.throw();
  });

  it('applies its styles through a <style> element and still gates its content', async () => {
    const el = fixture(
      '<x-foreign-permission code="a" permissions=\'[{"code":"a"}]\'><button>Go</button></x-foreign-permission>',
    ).querySelector<ForeignPermission>('x-foreign-permission')!;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('style')?.textContent).to.contain('rgb(1, 2, 3)');
    expect(getComputedStyle(el).outlineColor).to.equal('rgb(1, 2, 3)');
    expect(el.querySelector('button')!.getClientRects().length).to.be.greaterThan(0);
    el.permissions = [];
    await el.updateComplete;
    expect(el.querySelector('button')!.getClientRects().length).to.equal(0);
  });

  it('keeps the watermark guard working with the <style> fallback in its shadow root', async () => {
    const el = fixture('<x-foreign-watermark text="Kept"><p>Body</p></x-foreign-watermark>').querySelector<ForeignWatermark>(
      'x-foreign-watermark',
    )!;
    await el.updateComplete;
    await settle();
    const style = el.shadowRoot!.querySelector('style')!;
    expect(getComputedStyle(el).outlineColor).to.equal('rgb(4, 5, 6)');
    const reasons: string[] = [];
    el.addEventListener('arcana-watermark-restore', (e) => reasons.push(e.detail.reason));
    await settle();
    expect(reasons, 'no repair while untouched').to.deep.equal([]);

    style.textContent = ':host { display: none !important }';
    await settle();
    expect(style.textContent).to.contain('rgb(4, 5, 6)');
    style.remove();
    await settle();
    expect(el.shadowRoot!.firstChild === style).to.equal(true);
    expect(getComputedStyle(el.shadowRoot!.querySelector<HTMLElement>('[part="layer"]')!).backgroundImage).to.contain('data:image/png');
    expect(reasons).to.deep.equal(['shadow', 'shadow']);
  });
});
