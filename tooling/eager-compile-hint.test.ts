import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, eagerCompileBanner } from './eager-compile-hint';

describe('eagerCompileBanner (UX.md "Speed": the start compiled as it streams in)', () => {
  const banner = eagerCompileBanner(['react', 'mui', 'vendor', 'app']);

  it("gives the start's chunks V8's compile hint", () => {
    expect(banner({ name: 'react' })).toBe('//# allFunctionsCalledOnLoad');
    expect(banner({ name: 'app' })).toBe(EAGER_COMPILE_HINT);
  });

  it('leaves the lazy chunks to compile function by function, when they are used', () => {
    expect(banner({ name: 'login-dialog' })).toBe('');
    expect(banner({ name: 'admin-app' })).toBe('');
  });

  it('is a line comment to any other engine: a chunk with it runs as without it', async () => {
    const chunk = `${banner({ name: 'vendor' })}\nexport const answer = 6 * 7;`;
    const module = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(chunk)}`)) as {
      answer: number;
    };
    expect(module.answer).toBe(42);
  });
});
