// Page-chunk preload failures (spec section 8).
import { expect } from 'chai';
import { loadChunk, PRELOAD_ERROR_EVENT, type PreloadErrorEvent } from '../../../src/lib/chunk-load.ts';

describe('chunk loading', () => {
  it('passes a loaded chunk through', async () => {
    expect(await loadChunk(async () => ({ page: 1 }))).to.deep.equal({ page: 1 });
  });

  it('dispatches a preload-error event and rethrows when nobody handles it', async () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    target.addEventListener(PRELOAD_ERROR_EVENT, (e) => seen.push((e as PreloadErrorEvent).detail.error));
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const result = await loadChunk(() => Promise.reject(failure), target).then(
      () => 'loaded',
      (e: unknown) => e,
    );
    expect(result).to.equal(failure);
    expect(seen).to.deep.equal([failure]);
  });

  it('does not rethrow when a listener handled the event', async () => {
    const target = new EventTarget();
    target.addEventListener(PRELOAD_ERROR_EVENT, (e) => e.preventDefault());
    let settled = false;
    void loadChunk(() => Promise.reject(new Error('gone')), target).then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(settled).to.equal(false);
  });
});
