import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_IMAGES_WAIT_MS, PRICE_LOCALE, startAfterPaint, type StartList } from './start-after-paint';

const LIST: StartList = {
  entry: '/assets/index.js',
  preload: ['/assets/react.js', '/assets/category.js'],
  prefetch: ['/assets/login-dialog.js'],
};
const ALL_TAGS = LIST.preload.length + 1 + LIST.prefetch.length;

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
    // Mocks first: a spy set on a faked timer function would otherwise put the fake back after the real one.
    vi.restoreAllMocks();
    vi.useRealTimers();
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
      'script module /assets/index.js ',
      'prefetch as=script /assets/login-dialog.js ',
    ]);
  });

  it('adds one tag per task: the modules to preload, the entry, then the code to prefetch', async () => {
    useFakeClock();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const prefetch = ['/assets/dialog-0.js', '/assets/dialog-1.js', '/assets/dialog-2.js'];
    document.getElementById('spesa-start')!.textContent = JSON.stringify({ ...LIST, prefetch });
    // How many tags there were each time the start waited for a task.
    const tagsAtEachWait: number[] = [];
    const schedule = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation((callback, delay) => {
      tagsAtEachWait.push(added.length);
      return schedule(callback, delay);
    });
    const started = startAfterPaint();
    await vi.runAllTimersAsync();
    await started;
    // The images' limit; a task after each module, after the entry (the number format's), then before each
    // prefetch.
    expect(tagsAtEachWait).toEqual([0, 1, 2, 3, 3, 4, 5]);
    expect(addedTags()).toEqual([
      'modulepreload /assets/react.js ',
      'modulepreload /assets/category.js ',
      'script module /assets/index.js ',
      ...prefetch.map((href) => `prefetch as=script ${href} `),
    ]);
  });

  it("makes the prices' number format in a task of its own, after asking for the entry", async () => {
    useFakeClock();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const steps: string[] = [];
    const schedule = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation((callback, delay) => {
      steps.push('wait');
      return schedule(callback, delay);
    });
    const NumberFormat = Intl.NumberFormat;
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locale, options) {
      steps.push(`format ${String(locale)} after ${added.length} tags`);
      return new NumberFormat(locale, options);
    });
    const started = startAfterPaint();
    await vi.runAllTimersAsync();
    await started;
    expect(steps).toEqual(['wait', 'wait', 'wait', 'wait', `format ${PRICE_LOCALE} after 3 tags`, 'wait']);
  });

  it('does not wait longer than its limit for an image that never arrives', async () => {
    useFakeClock();
    firstImage();
    const started = startAfterPaint();
    await vi.advanceTimersByTimeAsync(FIRST_IMAGES_WAIT_MS - 1);
    expect(addedTags()).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    await started;
    expect(addedTags()).toHaveLength(ALL_TAGS);
  });

  it('does not wait for a paint in a tab opened in the background', async () => {
    useFakeClock();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const started = startAfterPaint();
    // Its tags come a task apart, all before the next frame would have been painted (16 ms).
    await vi.advanceTimersByTimeAsync(5);
    expect(addedTags()).toContain('script module /assets/index.js ');
    await vi.runAllTimersAsync();
    await started;
    expect(addedTags()).toHaveLength(ALL_TAGS);
  });

  it('adds nothing to a page without the list (a page the browser draws itself loads its code as built)', async () => {
    document.getElementById('spesa-start')!.remove();
    await startAfterPaint();
    expect(addedTags()).toEqual([]);
  });
});
