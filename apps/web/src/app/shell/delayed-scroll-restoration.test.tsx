import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DelayedScrollRestoration, SCROLL_RESTORE_DELAY_MS } from './delayed-scroll-restoration';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

// The clock is the test's: the delay is spec §2's, whatever the machine's speed.
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('DelayedScrollRestoration', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('puts the shopper back where they were 500 ms after going back (spec §2)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <DelayedScrollRestoration />
              <Outlet />
            </>
          ),
          children: [
            { path: '/category/frutta', element: <p>Frutta</p> },
            { path: '/product/mele', element: <p>Mele</p> },
          ],
        },
      ],
      { initialEntries: ['/category/frutta'] },
    );
    render(<RouterProvider router={router} />);

    scrollWindowTo(1800);
    await act(() => router.navigate('/product/mele'));
    scrollWindowTo(0);
    await wait(SCROLL_RESTORE_DELAY_MS + 50);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 1800);

    await act(() => router.navigate(-1));
    await wait(SCROLL_RESTORE_DELAY_MS - 200);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 1800);
    await wait(300);
    expect(scrollTo).toHaveBeenCalledWith(0, 1800);
  });

  it('comes back in full once a list still rendering at 500 ms has grown tall enough', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    let pageHeight = 0;
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      get: () => pageHeight,
      configurable: true,
    });
    try {
      const router = createMemoryRouter(
        [
          {
            element: (
              <>
                <DelayedScrollRestoration />
                <Outlet />
              </>
            ),
            children: [
              { path: '/category/frutta', element: <p>Frutta</p> },
              { path: '/product/mele', element: <p>Mele</p> },
            ],
          },
        ],
        { initialEntries: ['/category/frutta'] },
      );
      render(<RouterProvider router={router} />);
      scrollWindowTo(1800);
      await act(() => router.navigate('/product/mele'));
      scrollWindowTo(0);

      await act(() => router.navigate(-1));
      await wait(SCROLL_RESTORE_DELAY_MS + 100);
      // As far as the short page allows (the browser clamps it); the list is still rendering.
      expect(scrollTo).toHaveBeenCalledWith(0, 1800);
      scrollTo.mockClear();

      pageHeight = 1800 + window.innerHeight;
      await wait(100);
      expect(scrollTo).toHaveBeenCalledWith(0, 1800);
    } finally {
      delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
      scrollTo.mockRestore();
    }
  });
});
