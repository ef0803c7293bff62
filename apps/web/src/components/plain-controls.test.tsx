import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-app';
import { CountBadge, PlainButton, PlainIconButton, PlainLink } from './plain-controls';

/** Elements styled by emotion at render time carry its generated `css-…` class names. */
const styledElements = (container: HTMLElement) => container.querySelectorAll('[class*="css-"]');

describe('plain controls (UX.md "Speed": the first screen without MUI buttons, links and badges)', () => {
  it('draws buttons that act on a click, with no styled component', async () => {
    const onClick = vi.fn();
    const { container, getByRole, user } = renderWithProviders(
      <>
        <PlainButton variant="contained" startIcon={<svg data-testid="icon" />} onClick={onClick}>
          Riprova
        </PlainButton>
        <PlainIconButton aria-label="Apri il carrello" size="small" disabled>
          <svg />
        </PlainIconButton>
      </>,
    );

    const button = getByRole('button', { name: 'Riprova' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('sp-btn sp-btn--contained');
    expect(button.querySelector('.sp-btn__icon [data-testid="icon"]')).not.toBeNull();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect((getByRole('button', { name: 'Apri il carrello' }) as HTMLButtonElement).disabled).toBe(true);
    expect(styledElements(container)).toHaveLength(0);
    // One stylesheet for all of them, written once.
    expect(document.head.querySelectorAll('style[data-spesa="plain-controls"]')).toHaveLength(1);
  });

  it("links the app's own paths through the router and any other address as it is", async () => {
    const { getByRole, router, user } = renderWithProviders(
      <>
        <PlainLink href="/category/frutta">Frutta</PlainLink>
        <PlainLink href="https://example.org/" color="inherit" target="_blank" rel="noopener noreferrer">
          Fuori
        </PlainLink>
      </>,
    );

    const outside = getByRole('link', { name: 'Fuori' });
    expect(outside.getAttribute('href')).toBe('https://example.org/');
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.className).toBe('sp-link sp-link--inherit');
    await user.click(getByRole('link', { name: 'Frutta' }));
    expect(router.state.location.pathname).toBe('/category/frutta');
  });

  it('shows a count on the badge, zero too, "99+" above 99, hidden from screen readers', () => {
    const countOf = (badgeCount: number) =>
      renderWithProviders(
        <CountBadge count={badgeCount}>
          <svg />
        </CountBadge>,
      ).container.querySelector('.sp-badge__count');
    const zero = countOf(0);
    expect(zero?.textContent).toBe('0');
    expect(zero?.getAttribute('aria-hidden')).toBe('true');
    expect(countOf(120)?.textContent).toBe('99+');
  });
});
