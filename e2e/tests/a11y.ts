// Accessibility check of a screen as it stands: axe-core inside the page, WCAG 2.0–2.2 A and AA
// rules; any serious or critical violation fails the test with the rule and the elements named.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking, `accessibility of ${what}`).toEqual([]);
}

/**
 * WCAG 1.4.10 (reflow): at the current viewport the page itself never scrolls sideways; wide
 * content scrolls inside its own box. Polled, since the layout settles after a viewport change.
 */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      {
        message: `${what} scrolls sideways`,
      },
    )
    .toBeLessThanOrEqual(0);
}
