// The Mantine theme: colours that reach WCAG AA contrast (4.5:1) wherever Mantine draws text in
// them, a focus ring for keyboard users (fields included), badges that never cut their word, and
// toasts that keep clear of a dialog's action bar.
import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import controlClasses from './controls.module.css';
import toastClasses from './toasts.module.css';

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 5 },
  focusRing: 'auto',
  // People who ask their system for less motion get dialogs, menus and toasts without their
  // fades and slides (WCAG 2.3.3); the browser tests ask for it too, so that axe never reads a
  // dialog's colours half-way through its fade-in.
  respectReducedMotion: true,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { sizes: { h1: { fontSize: '1.75rem', lineHeight: '1.3' } } },
  // Named without importing the components: the toasts' and the date pickers' code load later.
  components: {
    Notifications: { classNames: { root: toastClasses.root } },
    Input: { classNames: { input: controlClasses.input } },
    Badge: { classNames: { root: controlClasses.badgeRoot, label: controlClasses.badgeLabel } },
    // A picker draws the days of the months around the shown one in a pale grey (2.5:1 on
    // white): it leaves them out instead, as a printed calendar does.
    DateInput: { defaultProps: { hideOutsideDates: true } },
  },
});

/**
 * Per colour, the shades Mantine's variants draw text in, where its own (shade 8 with
 * `primaryShade` 8) falls under 4.5:1. `lightColor`: the text of the light variant (a pale badge,
 * a light button, an alert's title) on its pale background; `filled`: the background white text
 * sits on (a filled button or badge), also the colour of `c="green"` text on white. The values
 * are those shades darkened until they pass; theme.test.ts measures every one.
 */
export const ACCESSIBLE_SHADES: Record<string, { lightColor: string; filled?: string }> = {
  blue: { lightColor: '#1864ab' },
  red: { lightColor: '#c72a2a', filled: '#c92a2a' },
  orange: { lightColor: '#bf3f0d', filled: '#c4410d' },
  yellow: { lightColor: '#a85700', filled: '#a85700' },
  lime: { lightColor: '#4b790b', filled: '#4b790b' },
  green: { lightColor: '#267b37', filled: '#267b37' },
  teal: { lightColor: '#087a57', filled: '#087a57' },
  cyan: { lightColor: '#0b7285', filled: '#0b7285' },
};

function shadeVariables(): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [color, { lightColor, filled }] of Object.entries(ACCESSIBLE_SHADES)) {
    variables[`--mantine-color-${color}-light-color`] = lightColor;
    if (filled) {
      variables[`--mantine-color-${color}-filled`] = filled;
      variables[`--mantine-color-${color}-outline`] = filled;
    }
  }
  return variables;
}

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    // Dimmed text and placeholders: Mantine's grey 6 and 5 fall below 4.5:1 on white.
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    ...shadeVariables(),
    // Components that take the primary colour (NavLink, Avatar) read this alias, not the blue one.
    '--mantine-primary-color-light-color': ACCESSIBLE_SHADES.blue!.lightColor,
    // Field errors (the message and the field's text): Mantine's red 6 is 3.5:1 on white.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
