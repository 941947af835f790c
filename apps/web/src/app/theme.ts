// The Mantine theme: a dark enough blue for white text (WCAG AA), dimmed text darker than
// Mantine's default (which falls below 4.5:1 on white), and a focus ring for keyboard users.
import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 5 },
  focusRing: 'auto',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { sizes: { h1: { fontSize: '1.75rem', lineHeight: '1.3' } } },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // The "light" variant's text (the active menu entry, the user's initials) on its pale blue
    // background: blue 8 gives 4.39:1, blue 9 over 5:1.
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    // Components that take the primary colour (NavLink, Avatar) read this alias, not the blue one.
    '--mantine-primary-color-light-color': 'var(--mantine-color-blue-9)',
    // Field errors (the message and the field's text): Mantine's red 6 is 3.5:1 on white.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
