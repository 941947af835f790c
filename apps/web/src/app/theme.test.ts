// The theme's colours measured with WCAG's contrast formula: every text Mantine draws in a colour
// of the palette the app uses reaches 4.5:1 (WCAG 1.4.3 AA) on the background it is drawn on.
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { ACCESSIBLE_SHADES, cssVariablesResolver, theme } from './theme.ts';

type Rgb = [number, number, number];
const WHITE: Rgb = [255, 255, 255];

function rgb(hex: string): Rgb {
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A colour at `alpha` over white, as Mantine's light variant paints its background. */
function overWhite(color: Rgb, alpha: number): Rgb {
  return color.map((channel) => channel * alpha + 255 * (1 - alpha)) as Rgb;
}

const variables = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never).light;
const shade = (color: string, index: number) => rgb(DEFAULT_THEME.colors[color]![index]!);

describe('theme colours', () => {
  for (const [color, { lightColor, filled }] of Object.entries(ACCESSIBLE_SHADES)) {
    it(`${color}: light-variant text on its pale background, and white on the filled colour`, () => {
      // Mantine's pale background: shade 8 (the primary shade) at 10 %, 12 % on hover.
      for (const alpha of [0.1, 0.12]) {
        expect(contrast(rgb(lightColor), overWhite(shade(color, 8), alpha))).toBeGreaterThanOrEqual(4.5);
      }
      expect(variables[`--mantine-color-${color}-light-color`]).toBe(lightColor);
      const background = filled ? rgb(filled) : shade(color, 8);
      expect(contrast(WHITE, background)).toBeGreaterThanOrEqual(4.5);
      // `c="orange"` text: the filled colour on white and on a striped row's pale grey.
      expect(contrast(background, shade('gray', 0))).toBeGreaterThanOrEqual(4.5);
      if (filled) expect(variables[`--mantine-color-${color}-filled`]).toBe(filled);
    });
  }

  it('covers every colour the screens draw text in', () => {
    for (const color of ['blue', 'red', 'green', 'orange', 'yellow', 'teal'])
      expect(ACCESSIBLE_SHADES[color], color).toBeDefined();
  });

  it('gives dimmed text, placeholders and field errors 4.5:1 on white', () => {
    expect(variables['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
    expect(variables['--mantine-color-placeholder']).toBe('var(--mantine-color-gray-7)');
    expect(contrast(shade('gray', 7), WHITE)).toBeGreaterThanOrEqual(4.5);
    // On white and on the pale grey of a striped table row.
    expect(variables['--mantine-color-error']).toBe('var(--mantine-color-red-9)');
    expect(contrast(shade('red', 9), WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shade('red', 9), shade('gray', 0))).toBeGreaterThanOrEqual(4.5);
  });
});
