// Accessibility check of a screen as it stands: axe-core inside the page, WCAG 2.0–2.2 A and AA
// rules; any serious or critical violation fails the test with the rule and the elements named.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** axe's experimental rules with a WCAG 2.x A/AA tag. */
const EXPERIMENTAL_WCAG_RULES = [
  'css-orientation-lock',
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
];

export async function expectAccessible(page: Page, what: string): Promise<void> {
  // Colours are judged as painted: let any running CSS transition or animation reach its end
  // first (a dialog caught half-way through its fade fails colour contrast). Endless ones (a
  // loader) never finish and are left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Mantine's transitions step through their states on timers even with reduced motion: under
  // load a dialog can be in the DOM (and "visible" to Playwright) while its content still has its
  // entering opacity. Colours are judged only once every open dialog is fully opaque.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].every((dialog) => {
            for (let node: Element | null = dialog; node; node = node.parentElement) {
              if (getComputedStyle(node).opacity !== '1') return false;
            }
            return true;
          }),
        ),
      { message: `${what}: an open dialog is still fading in` },
    )
    .toBe(true);
  // The WCAG rules axe still calls experimental are left out by default; an auditor's run turns
  // them on (label-content-name-mismatch, 2.5.3 Label in Name, is one), so this one does too.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])) })
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

/**
 * WCAG 1.4.10 (reflow), element by element: nothing the page shows at the current viewport runs
 * past its left or right edge, screenshot-free. An element is let off when it sits inside a box
 * that clips or scrolls sideways (a table's own scroll container: the box itself is judged), and
 * when it lies wholly outside the viewport (a closed drawer, a skip link waiting for focus).
 * Polled, since the layout settles after a viewport change; the offenders are named.
 */
export async function expectNothingOverflows(page: Page, what: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const clipped = (element: Element) => {
            for (
              let node = element.parentElement;
              node && node !== document.body;
              node = node.parentElement
            ) {
              if (getComputedStyle(node).overflowX !== 'visible') return true;
            }
            return false;
          };
          const offenders: string[] = [];
          for (const element of document.body.querySelectorAll('*')) {
            const box = element.getBoundingClientRect();
            if (box.width === 0 || box.height === 0) continue;
            const partlyOut = (box.left < -1 && box.right > 0) || (box.right > width + 1 && box.left < width);
            if (!partlyOut) continue;
            const style = getComputedStyle(element);
            if (style.visibility === 'hidden' || style.opacity === '0' || clipped(element)) continue;
            const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[
              ...element.classList,
            ]
              .slice(0, 2)
              .map((c) => `.${c}`)
              .join('')}`;
            offenders.push(
              `${name} [${Math.round(box.left)}..${Math.round(box.right)}] "${(element.textContent ?? '').trim().slice(0, 40)}"`,
            );
          }
          return offenders.slice(0, 8);
        }),
      { message: `${what}: elements run past the viewport's edge` },
    )
    .toEqual([]);
}

/**
 * WCAG 1.4.10 (reflow) as an audit measures it: the document is no wider than the window, so
 * nothing scrolls sideways. Polled, since the layout settles after a viewport change.
 */
export async function expectPageFitsWindow(page: Page, what: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), {
      message: `${what} is wider than the window`,
    })
    .toBe(true);
}

/**
 * Read whole where it stands: brought into view, every bit of it inside the window (not cut by
 * the window's edge or a box that clips it), and its text not cut short by a line clamp.
 */
export async function expectWhollyShown(locator: Locator, what: string): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator, `${what} is cut by the window or a box`).toBeInViewport({ ratio: 1 });
  expect(
    await locator.evaluate(
      (element) =>
        element.scrollHeight <= element.clientHeight + 1 && element.scrollWidth <= element.clientWidth + 1,
    ),
    `${what} is cut short inside its box`,
  ).toBe(true);
}
