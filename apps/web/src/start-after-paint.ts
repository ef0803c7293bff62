/**
 * The start of a server-rendered page (UX.md "Speed"): its first HTML already shows the page, so the app's code
 * is asked for once the browser has painted it with the images it asked for first (the first slide, the
 * product's photo). On a phone's network those load without sharing it with the app's code, which only makes
 * the page interactive and comes right after. The server lists the code in a data block (`#spesa-start`,
 * apps/server/src/modules/web/page-start.ts): the modules to preload, the code a visitor is likely to open
 * next (fetched while idle, run only when opened), and the entry to run.
 */
export interface StartList {
  entry: string;
  preload: string[];
  prefetch: string[];
}

/** The longest the code waits for the first images: a stalled photo does not keep the page inert. */
export const FIRST_IMAGES_WAIT_MS = 3_000;

/**
 * Resolves after the next frame has been painted; at once in a tab opened in the background, which paints
 * nothing until it is shown and would otherwise show an inert page then.
 */
const afterPaint = () =>
  document.visibilityState === 'hidden'
    ? Promise.resolve()
    : new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Resolves when the page's first images (fetchpriority="high") have loaded or failed, or after the wait. */
function firstImagesLoaded(): Promise<unknown> {
  const pending = Array.from(
    document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
    (image) =>
      new Promise((resolve) => {
        if (image.complete) return resolve(undefined);
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise((resolve) => (timer = setTimeout(resolve, FIRST_IMAGES_WAIT_MS)));
  return Promise.race([Promise.all(pending), waited]).finally(() => clearTimeout(timer));
}

function addModule(kind: 'modulepreload' | 'prefetch' | 'script', href: string) {
  const element = document.createElement(kind === 'script' ? 'script' : 'link');
  if (element instanceof HTMLLinkElement) {
    element.rel = kind;
    if (kind === 'prefetch') element.as = 'script';
    element.href = href;
  } else {
    element.type = 'module';
    element.src = href;
  }
  element.crossOrigin = '';
  document.head.append(element);
}

/**
 * Each tag is added in a task of its own: asking for a resource cost 5–8 ms of a desktop's main thread in a traced
 * page load (four times that on a phone), and the page's few modules to preload, or the dozens of a dialog's to
 * prefetch, added together made long tasks of their own.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The locale of the app's prices and quantities (lib/format-money.ts, UX.md). */
export const PRICE_LOCALE = 'it-IT';

/**
 * The page's first number format loads its locale's data: 15–20 ms of a desktop's main thread, four times that on
 * a phone, whichever code asks first (MUI's Italian texts as their module loads, then every price). Asked here,
 * in a task of its own while the app's code downloads, it leaves the app's start tasks shorter; the formats made
 * after it cost a tenth of a millisecond.
 */
function warmNumberFormat(): void {
  new Intl.NumberFormat(PRICE_LOCALE).format(0);
}

/**
 * Asks for the app's code listed in the page, once its first screen is painted, one tag per task: the modules it
 * runs first and its entry, the number format's data, then the code a visitor may open next.
 */
export async function startAfterPaint(): Promise<void> {
  const block = document.getElementById('spesa-start');
  if (!block?.textContent) return;
  const list = JSON.parse(block.textContent) as StartList;
  await firstImagesLoaded();
  await afterPaint();
  for (const href of list.preload) {
    addModule('modulepreload', href);
    await nextTask();
  }
  addModule('script', list.entry);
  await nextTask();
  warmNumberFormat();
  for (const href of list.prefetch) {
    await nextTask();
    addModule('prefetch', href);
  }
}

void startAfterPaint();
