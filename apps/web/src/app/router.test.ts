import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes, onScreenChange } from './router.tsx';

function revalidates(from: string, to: string, defaultShouldRevalidate = true): boolean {
  return onScreenChange!({
    currentUrl: new URL(`http://portal.test${from}`),
    nextUrl: new URL(`http://portal.test${to}`),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate,
  } as ShouldRevalidateFunctionArgs);
}

describe('the navigation rules on a change of address', () => {
  it('run again when the screen changes', () => {
    expect(revalidates('/products?q=tig', '/history')).toBe(true);
    expect(revalidates('/history', '/products')).toBe(true);
  });

  it('do not run again when only the search part of the same screen changes', () => {
    expect(revalidates('/products?q=ti', '/products?q=tig')).toBe(false);
    expect(revalidates('/products?q=tig', '/products?q=tig&view=list')).toBe(false);
    expect(revalidates('/products', '/products')).toBe(false);
  });

  it("keep the router's own answer otherwise", () => {
    expect(revalidates('/products', '/history', false)).toBe(false);
  });

  it('are the loader of every route that has one', () => {
    const withLoaders = (routes: ReturnType<typeof buildRoutes>): unknown[] =>
      routes.flatMap((route) => [...(route.loader ? [route] : []), ...withLoaders(route.children ?? [])]);
    const guarded = withLoaders(buildRoutes()) as { shouldRevalidate?: unknown }[];
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) expect(route.shouldRevalidate).toBe(onScreenChange);
  });
});
