import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-app';
import { Carousel } from './carousel';

function stubReducedMotion(isReduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isReduced && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

const slides = ['Uno', 'Due', 'Tre'].map((name) => (
  <a key={name} href={`/${name}`}>
    {name}
  </a>
));

/** A one-slide-per-view carousel of offers, as the home's banners. */
const OFFERS = {
  label: 'Offerte',
  slidesPerViewMobile: 1,
  slidesPerViewDesktop: 1,
  mobileBreakpointPx: 960,
  spaceBetweenPx: 0,
} as const;

describe('Carousel', () => {
  it("lays its slides out with its own stylesheet: the layout's variables, no per-slide style work", () => {
    stubReducedMotion(false);
    const { container } = renderWithProviders(
      <Carousel {...OFFERS} slidesPerViewMobile={2} slidesPerViewDesktop={5} spaceBetweenPx={20}>
        {[...slides, ...slides.map((slide) => <b key={`${String(slide.key)}-b`}>{slide}</b>)]}
      </Carousel>,
    );
    const carousel = screen.getByRole('group', { name: 'Offerte' });
    expect(carousel.className).toBe('sp-carousel sp-carousel--from-960');
    expect(carousel.style.getPropertyValue('--sp-carousel-gap')).toBe('20px');
    expect(carousel.style.getPropertyValue('--sp-carousel-per-view-mobile')).toBe('2');
    expect(carousel.style.getPropertyValue('--sp-carousel-per-view-desktop')).toBe('5');
    const slideClasses = Array.from(
      container.querySelectorAll('.sp-carousel__track > *'),
      (slide) => slide.className,
    );
    // Beyond the widest first screen (5), a slide is laid out when near.
    expect(slideClasses).toEqual([
      ...Array<string>(5).fill('sp-carousel__slide'),
      'sp-carousel__slide sp-carousel__slide--later',
    ]);
    // No emotion class but the arrows' icons'.
    expect(container.querySelector(':not(svg)[class*="css-"]')).toBeNull();
    const rules = Array.from(
      document.querySelectorAll('style[data-spesa^="carousel"]'),
      (tag) => tag.textContent,
    );
    expect(rules.join('')).toContain(
      '@media (min-width:960px){.sp-carousel.sp-carousel--from-960{\n  --sp-carousel-per-view:var(--sp-carousel-per-view-desktop)}}',
    );
  });

  it('is a labelled group of labelled slides, whose autoplay the shopper can stop', async () => {
    stubReducedMotion(false);
    const { user } = renderWithProviders(
      <Carousel {...OFFERS} autoplayDelayMs={4000}>
        {slides}
      </Carousel>,
    );

    expect(screen.getByRole('group', { name: 'Offerte' }).getAttribute('aria-roledescription')).toBe(
      'carosello',
    );
    expect(screen.getByRole('group', { name: '2 di 3' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ferma lo scorrimento automatico' }));
    expect(screen.getByRole('button', { name: 'Riprendi lo scorrimento automatico' })).toBeTruthy();
  });

  it('never moves by itself for a shopper who asked for reduced motion', () => {
    stubReducedMotion(true);
    renderWithProviders(
      <Carousel {...OFFERS} autoplayDelayMs={4000}>
        {slides}
      </Carousel>,
    );

    expect(screen.queryByRole('button', { name: /scorrimento automatico/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Successivo' })).toBeTruthy();
  });

  it('measures its track when the browser reports the track laid out, not as the page starts', () => {
    stubReducedMotion(false);
    let reportSize: () => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          reportSize = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const widthReads = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    renderWithProviders(<Carousel {...OFFERS}>{slides}</Carousel>);
    // A read of a size as the page starts forces the browser to lay the whole page out there and then.
    expect(widthReads).not.toHaveBeenCalled();
    act(() => reportSize());
    expect(widthReads).toHaveBeenCalled();
    widthReads.mockRestore();
    vi.unstubAllGlobals();
  });
});
