// The web app is written against React's API and the build runs it on Preact's implementation of
// that API (`preact/compat`): React DOM with React and its scheduler weighed 70 kB gzipped in the
// first visit's JavaScript, Preact with its compatibility layer weighs ~11 kB, and the first
// visit's JavaScript had to fit in 120 kB (issue 14; docs/decisions.md, "Preact in place of React
// DOM in the build").
//
// Every import of React by the app and by its libraries (Mantine and Floating UI, React Router,
// TanStack Query, react-i18next, dnd-kit, the icons) resolves here, in the build and in the dev
// server. An alias of a package name reaches its subpaths too: `react/jsx-runtime` and
// `react-dom/client` resolve to `preact/compat/jsx-runtime` and `preact/compat/client`. The types
// stay React's (`@types/react`), the API the code is written to.
export const preactInPlaceOfReact = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
};
