import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_IMAGES_WAIT_MS, startAfterPaint, type StartList } from './start-after-paint';

const LIST: StartList = {
  entry: '/assets/index.js',
  preload: ['/assets/react.js', '/assets/category.js'],
  prefetch: ['/assets/login-dialog.js'],
};

/** The module tags the start added to the head, in order (kept out of the test's document, which runs no code). */
let added: Node[] = [];
const addedTags = () =>
  added.map((tag) =>
    tag instanceof HTMLLinkElement
      ? `${tag.rel}${tag.as ? ` as=${tag.as}` : ''} ${tag.getAttribute('href')} ${tag.crossOrigin}`
      : `script ${(tag as HTMLScriptElement).type} ${(tag as HTMLScriptElement).getAttribute('src')} ${(tag as HTMLScriptElement).crossOrigin}`,
  );

/** Timers and frames run by the test: a frame every 16 ms. */
const useFakeClock = () =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });

describe('startAfterPaint (UX.md "Speed")', () => {
  const firstImage = () => {
    const photo = document.createElement('img');
    photo.setAttribute('fetchpriority', 'high');
    Object.defineProperty(photo, 'complete', { value: false });
    document.body.append(photo);
    return photo;
  };

  beforeEach(() => {
    added = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void added.push(...(nodes as Node[])));
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'spesa-start';
    block.textContent = JSON.stringify(LIST);
    document.body.append(block);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.querySelectorAll('#spesa-start, img[fetchpriority]').forEach((element) => element.remove());
  });

  it("asks for the app's code once the first image has loaded and the page is painted", async () => {
    useFakeClock();
    const photo = firstImage();
    const started = startAfterPaint();
    await vi.advanceTimersByTimeAsync(500);
    expect(addedTags()).toEqual([]);

    photo.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(addedTags()).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    await started;
    expect(addedTags()).toEqual([
      'modulepreload /assets/react.js ',
      'modulepreload /assets/category.js ',
      'prefetch as=script /assets/login-dialog.js ',
      'script module /assets/index.js ',
    ]);
  });

  it('does not wait longer than its limit for an image that never arrives', async () => {
    useFakeClock();
    firstImage();
    const started = startAfterPaint();
    await vi.advanceTimersByTimeAsync(FIRST_IMAGES_WAIT_MS - 1);
    expect(addedTags()).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    await started;
    expect(addedTags()).toHaveLength(4);
  });

  it('does not wait for a paint in a tab opened in the background', async () => {
    useFakeClock();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await startAfterPaint();
    expect(addedTags()).toHaveLength(4);
  });

  it('adds nothing to a page without the list (a page the browser draws itself loads its code as built)', async () => {
    document.getElementById('spesa-start')!.remove();
    await startAfterPaint();
    expect(addedTags()).toEqual([]);
  });
});
