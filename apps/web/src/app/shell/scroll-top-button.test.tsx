import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-app';
import { ScrollTopButton } from './scroll-top-button';

const scrollTo = (top: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
    window.dispatchEvent(new Event('scroll'));
  });

describe('ScrollTopButton (spec §2/§9)', () => {
  afterEach(() => scrollTo(0));

  it('shows once the page is scrolled past 20 px, hides again at the top, and scrolls up when pressed', async () => {
    const windowScroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { getByLabelText, user } = renderWithProviders(<ScrollTopButton />);
    // Hidden from everyone (visibility) until the page is scrolled: found by its label, not by its role's name.
    const button = getByLabelText("Torna all'inizio della pagina");
    expect(button.className).toContain('sp-scroll-top--hidden');

    scrollTo(20);
    expect(button.className).toContain('sp-scroll-top--hidden');
    scrollTo(21);
    expect(button.className).not.toContain('sp-scroll-top--hidden');
    await user.click(button);
    expect(windowScroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    scrollTo(0);
    expect(button.className).toContain('sp-scroll-top--hidden');
    windowScroll.mockRestore();
  });
});
